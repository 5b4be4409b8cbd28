import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { briefIdParams, messageResponse } from '@freelane/shared/contracts';
import { withdrawBrief } from '../../commands/briefs';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** DELETE /job/deleteProposedJob/{briefId}: the sender withdraws the brief while it is open. */
const deleteProposedJob: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteProposedJob/:briefId',
    { config: { changes: ['notifications'] }, schema: { params: briefIdParams, response: responses({ 200: messageResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      await withdrawBrief(app, user, request.params.briefId);
      return { success: true, message: 'Project brief deleted.' };
    },
  );
};

export default deleteProposedJob;
