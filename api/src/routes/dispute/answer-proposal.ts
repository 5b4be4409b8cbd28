import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { acceptProposal, declineProposal, withdrawProposal } from '../../commands/dispute-proposals';
import type { HandlerContext } from '../../endpoints/handlers';

/** The three answers take the same path parameters and give the same answer. */
type AnswerContext = Pick<HandlerContext<typeof disputeEndpoints.acceptDisputeProposal>, 'app' | 'user' | 'params'>;

/** POST /dispute/{disputeId}/proposals/{proposalId}/accept | decline (the other party) | withdraw (the proposer). */
const answering =
  (run: typeof acceptProposal, message: string) =>
  async ({ app, user, params }: AnswerContext) => {
    const details = await loadDispute(app, user, params.disputeId);
    await run(app, user, details, params.proposalId);
    return { success: true as const, message, ...(await currentDisputeView(app, details.dispute.id, user)) };
  };

// Accepting settles the dispute: the job takes its outcome (completed credits the freelancer).
export const acceptDisputeProposal = answering(acceptProposal, 'Proposal accepted: the dispute is settled.');
export const declineDisputeProposal = answering(declineProposal, 'Proposal declined.');
export const withdrawDisputeProposal = answering(withdrawProposal, 'Proposal withdrawn.');
