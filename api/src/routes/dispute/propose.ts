import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { proposeSettlement as propose } from '../../commands/dispute-proposals';
import type { Handler } from '../../endpoints/handlers';

/** POST /dispute/{disputeId}/proposals: a settlement offer to the other party. */
export const proposeSettlement: Handler<typeof disputeEndpoints.proposeSettlement> = async ({
  app,
  user,
  params,
  body,
}) => {
  const details = await loadDispute(app, user, params.disputeId);
  await propose(app, user, details, body);
  return {
    success: true as const,
    message: 'Your proposal is sent to the other party.',
    ...(await currentDisputeView(app, details.dispute.id, user)),
  };
};
