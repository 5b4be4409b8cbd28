import type { jobEndpoints } from '@freelane/shared/endpoints';
import { requestRevision } from '../../commands/request-revision';
import { loadJobForReview } from '../../commands/work-review-guard';
import type { Handler } from '../../endpoints/handlers';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/reviewWork/{jobId}: the client's one free revision request. */
export const reviewWork: Handler<typeof jobEndpoints.reviewWork> = async ({ app, user, params, body }) => {
  const job = await loadJobForReview(app, user, params.jobId);
  const updated = await requestRevision(app, user, job, body.changes);
  return {
    success: true as const,
    message: 'Revision request sent to the freelancer.',
    job: await presentJobFor(app, updated, user),
  };
};
