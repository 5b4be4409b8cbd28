import type { jobEndpoints } from '@freelane/shared/endpoints';
import { deleteJob as removeJob } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';

/** DELETE /job/deleteJob/{jobId}: the owner deletes an open job; its proposals go with it. */
export const deleteJob: Handler<typeof jobEndpoints.deleteJob> = async ({ app, user, params }) => {
  const job = await removeJob(app, user, params.jobId);
  return { success: true, message: `The job "${job.title}" was deleted.` };
};
