import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, userResponse } from '@freelane/shared/contracts';
import { logIn } from '../../commands/log-in';
import { issueLoginDevice, readLoginDevices } from '../../lib/login-devices';
import { perAddressLimit } from '../../lib/rate-limits';
import { responses } from '../../lib/responses';
import { presentCurrentUser } from '../../presenters/user';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      // Guessing one account's password: 10 a minute per address and e-mail (checked once the
      // body is parsed); credential stuffing across accounts: 30 a minute per address.
      onRequest: perAddressLimit(app, 30, '1 minute'),
      config: { changes: ['session'],
        public: true,
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        },
      },
      schema: { body: loginBody, response: responses({ 200: userResponse }) },
    },
    async (request, reply) => {
      const user = await logIn(app, request.body, readLoginDevices(request));
      await app.startSession(request, reply, user.id);
      issueLoginDevice(request, reply, user.id, app.config.secureCookies);
      return { success: true as const, message: `Welcome back, ${user.fullName}!`, user: presentCurrentUser(user) };
    },
  );
};

export default login;
