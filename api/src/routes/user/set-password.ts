import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateResponse, setPasswordBody } from '@freelane/shared/contracts';
import { setPassword } from '../../commands/change-password';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser } from '../../presenters/user';

const setPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/set-password',
    {
      config: { changes: ['user'], rateLimit: perUserLimit(10, '15 minutes') },
      schema: { body: setPasswordBody, response: responses({ 200: accountUpdateResponse }) },
    },
    async (request) => {
      const user = await setPassword(app, await requireUser(request), request.body.password);
      return {
        success: true as const,
        message: 'Password set. You can now also log in with your e-mail and password.',
        user: presentCurrentUser(user),
      };
    },
  );
};

export default setPasswordRoute;
