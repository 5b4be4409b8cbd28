import type { jobEndpoints } from '@freelane/shared/endpoints';
import { markRevisionAddressed } from '../../commands/revision-requests';
import type { Handler } from '../../endpoints/handlers';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/markAddressed/{jobId}: the hired freelancer marks the revision request addressed, once. */
export const markAddressed: Handler<typeof jobEndpoints.markAddressed> = async ({ app, user, params }) => {
  const updated = await markRevisionAddressed(app, user, params.jobId);
  return {
    success: true as const,
    message: 'The revision request is marked as addressed. The client is told.',
    job: await presentJobFor(app, updated, user),
  };
};
