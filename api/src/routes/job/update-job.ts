import type { jobEndpoints } from '@freelane/shared/endpoints';
import { updateJob as applyJobUpdate } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/updateJob/{jobId}: the owner edits an open job (no freelancer hired yet). */
export const updateJob: Handler<typeof jobEndpoints.updateJob> = async ({ app, user, params, body }) => {
  const job = await applyJobUpdate(app, user, params.jobId, body);
  return { success: true as const, message: 'Job updated successfully.', job: await presentJobFor(app, job, user) };
};
