import type { jobEndpoints } from '@freelane/shared/endpoints';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { JOB_NOT_FOUND_MESSAGE } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { cachedJobRow, canSeeContract, presentJobFor } from '../../queries/job-views';

/**
 * GET /job/getJob/{jobId}: one job by id (Edit Job, Take Action, Completed Jobs… open it from the
 * URL). The parties and admins see everything; anyone else signed in sees an open job without its
 * contract, and nothing of a job that is not open (404: no hint that it exists). The job and its
 * views are cached reads; who may see what is decided here on every request.
 */
export const getJob: Handler<typeof jobEndpoints.getJob> = async ({ app, user, params }) => {
  await applyDeadlines(app);
  const { jobId } = params;
  const job = await cachedJobRow(app, jobId);
  if (!job || (!canSeeContract(job, user) && job.status !== 'active'))
    throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
  return { success: true as const, job: await presentJobFor(app, job, user) };
};
