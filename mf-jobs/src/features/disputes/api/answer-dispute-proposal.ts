import { requestOf } from '@freelane/shared';
import type { DisputeResponse } from '@freelane/shared/contracts';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeSettleTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** accept / decline: the other party; withdraw: the proposer. */
export type ProposalAnswer = 'accept' | 'decline' | 'withdraw';

export interface AnswerDisputeProposalArgs extends DisputeActionArgs {
  proposalId: string;
  answer: ProposalAnswer;
}

/** The three answers are three endpoints; the offer's card treats them as one action (one pending state). */
const ANSWERS = {
  accept: disputeEndpoints.acceptDisputeProposal,
  decline: disputeEndpoints.declineDisputeProposal,
  withdraw: disputeEndpoints.withdrawDisputeProposal,
} as const;

/**
 * `POST /dispute/{disputeId}/proposals/{proposalId}/{accept|decline|withdraw}`. Accepting settles
 * the dispute, so the job's status changes in its lists too. One hook for the three definitions:
 * each request is built from its own (`requestOf`).
 */
export const answerDisputeProposalApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    answerDisputeProposal: build.mutation<DisputeResponse, AnswerDisputeProposalArgs>({
      query: ({ disputeId, proposalId, answer }) => requestOf(ANSWERS[answer], { disputeId, proposalId }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      // Declining or withdrawing leaves the dispute open (no tags); only accepting can settle it.
      invalidatesTags: (result, _error, args) => disputeSettleTags(result, args),
    }),
  }),
});

export const { useAnswerDisputeProposalMutation } = answerDisputeProposalApi;
