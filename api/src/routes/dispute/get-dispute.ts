import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { loadDispute, presentDisputeView } from '../../commands/dispute-access';
import type { Handler } from '../../endpoints/handlers';

/** GET /dispute/{disputeId}: the dispute, its thread and offers, and what the caller may do. */
export const getDispute: Handler<typeof disputeEndpoints.getDispute> = async ({ app, user, params }) => {
  const details = await loadDispute(app, user, params.disputeId);
  return { success: true as const, ...(await presentDisputeView(app, details, user)) };
};
