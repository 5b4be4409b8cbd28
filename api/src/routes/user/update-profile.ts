import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateResponse, updateProfileBody } from '@freelane/shared/contracts';
import { updateProfile } from '../../commands/update-profile';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser } from '../../presenters/user';

const updateProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateProfile',
    {
      config: { changes: ['user'], rateLimit: perUserLimit(60, '10 minutes') },
      schema: { body: updateProfileBody, response: responses({ 200: accountUpdateResponse }) },
    },
    async (request) => {
      const { user, message } = await updateProfile(app, await requireUser(request), request.body);
      return { success: true as const, message, user: presentCurrentUser(user) };
    },
  );
};

export default updateProfileRoute;
