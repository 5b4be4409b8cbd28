import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { decideDispute as decide } from '../../commands/dispute-decide';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import type { Handler } from '../../endpoints/handlers';

/** POST /dispute/{disputeId}/decision: an admin decides an escalated dispute, with a written reason. */
export const decideDispute: Handler<typeof disputeEndpoints.decideDispute> = async ({ app, user, params, body }) => {
  const details = await loadDispute(app, user, params.disputeId);
  await decide(app, user, details, body);
  return {
    success: true as const,
    message: 'The decision is recorded and both parties are told.',
    ...(await currentDisputeView(app, details.dispute.id, user)),
  };
};
