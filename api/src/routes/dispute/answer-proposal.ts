import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeActionResponse, disputeProposalParams } from '@freelane/shared/contracts';
import type { TagKind } from '../../lib/cache-tags';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { acceptProposal, declineProposal, withdrawProposal } from '../../commands/dispute-proposals';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

// Accepting settles the dispute: the job takes its outcome (completed credits the freelancer).
const SETTLES: TagKind[] = ['job', 'own', 'schedule', 'user', 'notifications'];
const TELLS: TagKind[] = ['notifications'];
const ANSWERS = {
  accept: { run: acceptProposal, message: 'Proposal accepted: the dispute is settled.', changes: SETTLES },
  decline: { run: declineProposal, message: 'Proposal declined.', changes: TELLS },
  withdraw: { run: withdrawProposal, message: 'Proposal withdrawn.', changes: TELLS },
} as const;

/** POST /dispute/{disputeId}/proposals/{proposalId}/accept | decline (the other party) | withdraw (the proposer). */
const answerProposal: FastifyPluginAsyncZod = async (app) => {
  for (const [action, answer] of Object.entries(ANSWERS)) {
    app.post(
      `/:disputeId/proposals/:proposalId/${action}`,
      {
        config: { changes: answer.changes },
        schema: { params: disputeProposalParams, response: responses({ 200: disputeActionResponse }) },
      },
      async (request) => {
        const user = await requireUser(request);
        const details = await loadDispute(app, user, request.params.disputeId);
        await answer.run(app, user, details, request.params.proposalId);
        return {
          success: true as const,
          message: answer.message,
          ...(await currentDisputeView(app, details.dispute.id, user)),
        };
      },
    );
  }
};

export default answerProposal;
