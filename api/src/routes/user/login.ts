import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { userEndpoints } from '@freelane/shared/endpoints';
import type { UserRow } from '../../db/schema';
import { greetFirstSignIn } from '../../commands/first-sign-in';
import { logIn } from '../../commands/log-in';
import { beginSecondStep, completeSecondStep as finishSecondStep } from '../../commands/two-factor';
import type { Implementation, RouteOptions } from '../../endpoints/handlers';
import { issueLoginDevice, readLoginDevices } from '../../lib/login-devices';
import { perAddressLimit } from '../../lib/rate-limits';
import { presentCurrentUser } from '../../presenters/user';

/**
 * Every way of signing in is limited alike (issue 38: a passkey's and a second step's too): guessing
 * one account: 10 a minute per address and e-mail (checked once the body is parsed); credential
 * stuffing across accounts: 30 a minute per address (onRequest).
 */
export const signInLimits = (
  app: FastifyInstance,
  keyOf: (request: FastifyRequest) => string = () => '',
): RouteOptions => ({
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${keyOf(request)}`,
  },
  onRequest: perAddressLimit(app, 30, '1 minute'),
});

/**
 * The end of every sign-in (password, second step, passkey): the session was started by the caller;
 * a password sign-in also marks this browser as the account's own (its device cookie, issue 28).
 */
export async function signedInAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  { passwordUsed }: { passwordUsed: boolean },
) {
  if (passwordUsed) issueLoginDevice(request, reply, user.id, app.config.secureCookies);
  const firstSignIn = await greetFirstSignIn(app, user);
  return {
    success: true as const,
    message: firstSignIn ? `Welcome to Freelane, ${user.fullName}!` : `Welcome back, ${user.fullName}!`,
    user: presentCurrentUser(user),
    firstSignIn,
  };
}

export const login: Implementation<typeof userEndpoints.login> = {
  create: (app) => ({
    ...signInLimits(app, (request) => (request.body as { email?: string } | undefined)?.email ?? ''),
    handler: async ({ request, reply, body }) => {
      const user = await logIn(app, body, readLoginDevices(request));
      // Two-step sign-in on (issue 38): the password alone starts no session.
      if (await app.repos.signInSecurity.isTotpEnabled(user.id)) {
        await beginSecondStep(app, reply, user, 'password');
        return { success: true as const, twoFactorRequired: true as const };
      }
      await app.startSession(request, reply, user.id);
      return signedInAnswer(app, request, reply, user, { passwordUsed: true });
    },
  }),
};

export const completeSecondStep: Implementation<typeof userEndpoints.completeSecondStep> = {
  create: (app) => ({
    ...signInLimits(app),
    handler: async ({ request, reply, body }) => {
      const { user, method } = await finishSecondStep(app, request, reply, body);
      return signedInAnswer(app, request, reply, user, { passwordUsed: method === 'password' });
    },
  }),
};
