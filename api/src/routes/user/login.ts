import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, userResponse } from '@freelane/shared/contracts';
import { logIn } from '../../commands/log-in';
import { responses } from '../../lib/responses';
import { presentCurrentUser } from '../../presenters/user';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: loginBody, response: responses({ 200: userResponse }) },
    },
    async (request, reply) => {
      const user = await logIn(app, request.body);
      await app.startSession(request, reply, user.id);
      return { success: true as const, message: `Welcome back, ${user.fullName}!`, user: presentCurrentUser(user) };
    },
  );
};

export default login;
