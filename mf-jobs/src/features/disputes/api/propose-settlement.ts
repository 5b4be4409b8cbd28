import { jobsApi } from '../../../api/jobs-api';
import type { DisputeProposalBody, DisputeResponse } from '@freelane/shared/contracts';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/proposals`: a settlement offer to the other party (one pending at a time). */
export const proposeSettlementApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    proposeSettlement: build.mutation<DisputeResponse, DisputeActionArgs & { body: DisputeProposalBody }>({
      query: ({ disputeId, body }) => ({
        url: `/dispute/${encodeURIComponent(disputeId)}/proposals`,
        method: 'POST',
        data: body,
      }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { useProposeSettlementMutation } = proposeSettlementApi;
