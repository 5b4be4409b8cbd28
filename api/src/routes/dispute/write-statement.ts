import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { writeDisputeStatement as write } from '../../commands/dispute-statement';
import type { Handler } from '../../endpoints/handlers';

/** POST /dispute/{disputeId}/statement: a party's own side, once. */
export const writeDisputeStatement: Handler<typeof disputeEndpoints.writeDisputeStatement> = async ({
  app,
  user,
  params,
  body,
}) => {
  const details = await loadDispute(app, user, params.disputeId);
  await write(app, user, details, body.reason);
  return {
    success: true as const,
    message: 'Your side is added to the dispute.',
    ...(await currentDisputeView(app, details.dispute.id, user)),
  };
};
