import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { briefIdParams, briefMessageResponse, projectBriefBody } from '@freelane/shared/contracts';
import { updateBrief } from '../../commands/briefs';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /job/updateProposedJob/{briefId}: the sender edits the brief while it is open. */
const updateProposedJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateProposedJob/:briefId',
    { config: { changes: ['notifications'] }, schema: { params: briefIdParams, body: projectBriefBody, response: responses({ 200: briefMessageResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const populatedMessage = await updateBrief(app, user, request.params.briefId, request.body);
      return { success: true, message: 'Project brief updated.', populatedMessage };
    },
  );
};

export default updateProposedJob;
