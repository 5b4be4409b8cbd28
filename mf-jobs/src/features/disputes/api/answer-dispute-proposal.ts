import { jobsApi } from '../../../api/jobs-api';
import type { DisputeResponse } from '@freelane/shared/contracts';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** accept / decline: the other party; withdraw: the proposer. */
export type ProposalAnswer = 'accept' | 'decline' | 'withdraw';

export interface AnswerDisputeProposalArgs extends DisputeActionArgs {
  proposalId: string;
  answer: ProposalAnswer;
}

/**
 * `POST /dispute/{disputeId}/proposals/{proposalId}/{accept|decline|withdraw}`. Accepting settles
 * the dispute, so the job's status changes in its lists too.
 */
export const answerDisputeProposalApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    answerDisputeProposal: build.mutation<DisputeResponse, AnswerDisputeProposalArgs>({
      query: ({ disputeId, proposalId, answer }) => ({
        url: `/dispute/${encodeURIComponent(disputeId)}/proposals/${encodeURIComponent(proposalId)}/${answer}`,
        method: 'POST',
      }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { useAnswerDisputeProposalMutation } = answerDisputeProposalApi;
