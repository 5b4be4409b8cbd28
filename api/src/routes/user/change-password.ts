import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateResponse, changePasswordBody } from '@freelane/shared/contracts';
import { changePassword } from '../../commands/change-password';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser } from '../../presenters/user';

const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/changePassword',
    {
      // Guessing the current password from a borrowed session: 10 tries per 15 minutes.
      config: { changes: ['session', 'user'], rateLimit: perUserLimit(10, '15 minutes') },
      schema: { body: changePasswordBody, response: responses({ 200: accountUpdateResponse }) },
    },
    async (request, reply) => {
      const user = await changePassword(app, request, reply, await requireUser(request), request.body);
      return {
        success: true as const,
        message: 'Password changed. Your other devices have been signed out.',
        user: presentCurrentUser(user),
      };
    },
  );
};

export default changePasswordRoute;
