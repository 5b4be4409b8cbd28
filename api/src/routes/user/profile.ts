import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userResponse } from '@freelane/shared/contracts';
import { requireUser } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { presentCurrentUser } from '../../presenters/user';

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { response: responses({ 200: userResponse }) } }, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, user: presentCurrentUser(user) };
  });
};

export default profile;
