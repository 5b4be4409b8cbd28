import type { userEndpoints } from '@freelane/shared/endpoints';
import {
  deletePasskey as remove,
  finishPasskeyLogin as finishLogin,
  finishPasskeyRegistration as finishRegistration,
  presentPasskeys,
  removePassword as dropPassword,
  startPasskeyLogin as startLogin,
  startPasskeyRegistration as startRegistration,
} from '../../commands/passkeys';
import type { Handler, Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { presentCurrentUser } from '../../presenters/user';
import { signedInAnswer, signInLimits } from './login';

export const startPasskeyLogin: Implementation<typeof userEndpoints.startPasskeyLogin> = {
  create: (app) => ({ ...signInLimits(app), handler: async ({ reply }) => startLogin(app, reply) }),
};

/** Signs in exactly as the password does (the same session code and limits), without a second step. */
export const finishPasskeyLogin: Implementation<typeof userEndpoints.finishPasskeyLogin> = {
  create: (app) => ({
    ...signInLimits(app),
    handler: async ({ request, reply, body }) => {
      const user = await finishLogin(app, request, reply, body);
      await app.startSession(request, reply, user.id);
      return signedInAnswer(app, request, reply, user, { passwordUsed: false });
    },
  }),
};

export const startPasskeyRegistration: Implementation<typeof userEndpoints.startPasskeyRegistration> = {
  rateLimit: perUserLimit(20, '15 minutes'),
  handler: async ({ app, reply, user }) => startRegistration(app, reply, user),
};

export const finishPasskeyRegistration: Implementation<typeof userEndpoints.finishPasskeyRegistration> = {
  rateLimit: perUserLimit(20, '15 minutes'),
  handler: async ({ app, request, reply, user, body }) => finishRegistration(app, request, reply, user, body),
};

export const getPasskeys: Handler<typeof userEndpoints.getPasskeys> = async ({ app, user }) =>
  presentPasskeys(await app.repos.signInSecurity.listPasskeys(user.id));

export const deletePasskey: Handler<typeof userEndpoints.deletePasskey> = async ({
  app,
  request,
  reply,
  user,
  params,
}) => remove(app, request, reply, user, params.passkeyId);

export const removePassword: Implementation<typeof userEndpoints.removePassword> = {
  // Guessing the current password from a borrowed session: as a password change.
  rateLimit: perUserLimit(10, '15 minutes'),
  handler: async ({ app, request, reply, user, body }) => {
    const updated = await dropPassword(app, request, reply, user, body.currentPassword);
    return {
      success: true as const,
      message: 'Password removed: you sign in with your passkey. Your other devices have been signed out.',
      user: presentCurrentUser(updated),
    };
  },
};
