import type { userEndpoints } from '@freelane/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  confirmTotpSetup as confirm,
  disableTotp as disable,
  startTotpSetup as start,
} from '../../commands/two-factor';
import type { Handler, Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';

async function statusOf(app: FastifyInstance, userId: string) {
  const totpEnabled = await app.repos.signInSecurity.isTotpEnabled(userId);
  const recoveryCodesLeft = totpEnabled ? (await app.repos.signInSecurity.unusedRecoveryCodes(userId)).length : 0;
  return { totpEnabled, recoveryCodesLeft };
}

export const getTwoFactor: Handler<typeof userEndpoints.getTwoFactor> = async ({ app, user }) => statusOf(app, user.id);

export const startTotpSetup: Implementation<typeof userEndpoints.startTotpSetup> = {
  rateLimit: perUserLimit(10, '15 minutes'),
  handler: async ({ app, user }) => start(app, user),
};

export const confirmTotpSetup: Implementation<typeof userEndpoints.confirmTotpSetup> = {
  rateLimit: perUserLimit(10, '1 minute'),
  handler: async ({ app, request, reply, user, body }) => ({
    recoveryCodes: await confirm(app, request, reply, user, body.code),
  }),
};

export const disableTotp: Implementation<typeof userEndpoints.disableTotp> = {
  rateLimit: perUserLimit(10, '1 minute'),
  handler: async ({ app, request, reply, user, body }) => {
    await disable(app, request, reply, user, body);
    return statusOf(app, user.id);
  },
};
