import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { briefIdParams, confirmBriefResponse } from '@freelane/shared/contracts';
import { acceptBrief } from '../../commands/briefs';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/**
 * GET /job/confirmProposedJob/{briefId}: the recipient accepts and the job starts. GET as the spec
 * calls it, but CSRF-checked like a POST (as acceptWork): a cross-site link cannot hire anyone.
 */
const confirmProposedJob: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/confirmProposedJob/:briefId',
    {
      exposeHeadRoute: false,
      config: { changes: ['job', 'own', 'notifications'], csrf: true },
      schema: { params: briefIdParams, response: responses({ 200: confirmBriefResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const { message, jobId } = await acceptBrief(app, user, request.params.briefId);
      return {
        success: true,
        message: 'Project brief accepted: the job is now in progress.',
        populatedMessage: message,
        jobId,
      };
    },
  );
};

export default confirmProposedJob;
