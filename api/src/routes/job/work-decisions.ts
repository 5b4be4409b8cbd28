import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incompleteWorkQuery, jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { acceptWork } from '../../commands/accept-work';
import { markWorkIncomplete } from '../../commands/incomplete-work';
import { loadJobForReview } from '../../commands/work-review-guard';
import type { JobRow, UserRow } from '../../db/schema';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/**
 * The client's two decisions on submitted work: Accept Work and Mark As Incomplete. GETs as the
 * spec calls them, but CSRF-checked like a POST (`config.csrf`): a cross-site link or <img> can
 * neither accept nor dispute work.
 */
const workDecisions: FastifyPluginAsyncZod = async (app) => {
  const decide = async (
    request: FastifyRequest,
    jobId: string,
    decision: (user: UserRow, job: JobRow) => Promise<JobRow>,
    message: string,
  ) => {
    const user = await requireUser(request);
    const job = await loadJobForReview(app, user, jobId);
    const updated = await decision(user, job);
    return { success: true as const, message, job: await presentJobFor(app, updated, user) };
  };

  app.get(
    '/acceptWork/:jobId',
    {
      exposeHeadRoute: false,
      config: { changes: ['job', 'own', 'schedule', 'user', 'notifications'], csrf: true },
      schema: { params: jobIdParams, response: responses({ 200: jobResponse }) },
    },
    (request) =>
      decide(
        request,
        request.params.jobId,
        (user, job) => acceptWork(app, user, job),
        'Work accepted. The payment is released to the freelancer.',
      ),
  );

  // `?reason=` is the client's side, which opens the dispute with the status change.
  app.get(
    '/incompleteWork/:jobId',
    {
      exposeHeadRoute: false,
      config: { changes: ['job', 'own', 'schedule', 'notifications'], csrf: true },
      schema: { params: jobIdParams, querystring: incompleteWorkQuery, response: responses({ 200: jobResponse }) },
    },
    (request) =>
      decide(
        request,
        request.params.jobId,
        (user, job) => markWorkIncomplete(app, user, job, request.query.reason ?? null),
        'The work is marked as incomplete.',
      ),
  );
};

export default workDecisions;
