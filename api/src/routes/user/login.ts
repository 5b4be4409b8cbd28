import type { userEndpoints } from '@freelane/shared/endpoints';
import { greetFirstSignIn } from '../../commands/first-sign-in';
import { logIn } from '../../commands/log-in';
import type { Implementation } from '../../endpoints/handlers';
import { issueLoginDevice, readLoginDevices } from '../../lib/login-devices';
import { perAddressLimit } from '../../lib/rate-limits';
import { presentCurrentUser } from '../../presenters/user';

export const login: Implementation<typeof userEndpoints.login> = {
  // Guessing one account's password: 10 a minute per address and e-mail (checked once the body is
  // parsed); credential stuffing across accounts: 30 a minute per address (onRequest).
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  },
  create: (app) => ({
    onRequest: perAddressLimit(app, 30, '1 minute'),
    handler: async ({ request, reply, body }) => {
      const user = await logIn(app, body, readLoginDevices(request));
      await app.startSession(request, reply, user.id);
      issueLoginDevice(request, reply, user.id, app.config.secureCookies);
      const firstSignIn = await greetFirstSignIn(app, user);
      return {
        success: true as const,
        message: firstSignIn ? `Welcome to Freelane, ${user.fullName}!` : `Welcome back, ${user.fullName}!`,
        user: presentCurrentUser(user),
        firstSignIn,
      };
    },
  }),
};
