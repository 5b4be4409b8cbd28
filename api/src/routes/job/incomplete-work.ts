import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incompleteWorkQuery, jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { markWorkIncomplete } from '../../commands/incomplete-work';
import { loadJobForReview } from '../../commands/work-review-guard';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from './present-job';

/**
 * GET as the spec calls it, but CSRF-checked like a POST: a cross-site link cannot dispute work.
 * `?reason=` is the client's side, which opens the dispute with the status change.
 */
const incompleteWorkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incompleteWork/:jobId',
    {
      exposeHeadRoute: false,
      config: { csrf: true },
      schema: { params: jobIdParams, querystring: incompleteWorkQuery, response: responses({ 200: jobResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const job = await loadJobForReview(app, user, request.params.jobId);
      const updated = await markWorkIncomplete(app, user, job, request.query.reason ?? null);
      return {
        success: true as const,
        message: 'The work is marked as incomplete.',
        job: await presentJobFor(app, updated, user),
      };
    },
  );
};

export default incompleteWorkRoute;
