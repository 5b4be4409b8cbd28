import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, jobResponse, reviewWorkBody } from '@freelane/shared/contracts';
import { requestRevision } from '../../commands/request-revision';
import { loadJobForReview } from '../../commands/work-review-guard';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/** The client's one free revision request. */
const reviewWorkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviewWork/:jobId',
    { config: { changes: ['job', 'own', 'schedule', 'notifications'] }, schema: { params: jobIdParams, body: reviewWorkBody, response: responses({ 200: jobResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await loadJobForReview(app, user, request.params.jobId);
      const updated = await requestRevision(app, user, job, request.body.changes);
      return {
        success: true as const,
        message: 'Revision request sent to the freelancer.',
        job: await presentJobFor(app, updated, user),
      };
    },
  );
};

export default reviewWorkRoute;
