import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { escalateDispute as escalate } from '../../commands/dispute-statement';
import type { Handler } from '../../endpoints/handlers';

/** POST /dispute/{disputeId}/escalate: either party asks an admin to decide now. */
export const escalateDispute: Handler<typeof disputeEndpoints.escalateDispute> = async ({ app, user, params }) => {
  const details = await loadDispute(app, user, params.disputeId);
  await escalate(app, user, details);
  return {
    success: true as const,
    message: 'The dispute is sent to an admin, who will decide.',
    ...(await currentDisputeView(app, details.dispute.id, user)),
  };
};
