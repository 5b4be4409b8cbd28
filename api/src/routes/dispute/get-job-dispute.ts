import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { loadJobDispute, presentDisputeView } from '../../commands/dispute-access';
import type { Handler } from '../../endpoints/handlers';

/** GET /dispute/job/{jobId}: the job's latest dispute (the dispute page opens from the job). */
export const getJobDispute: Handler<typeof disputeEndpoints.getJobDispute> = async ({ app, user, params }) => {
  const details = await loadJobDispute(app, user, params.jobId);
  return { success: true as const, ...(await presentDisputeView(app, details, user)) };
};
