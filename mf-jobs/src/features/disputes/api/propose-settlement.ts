import { baseApi, type DisputeProposalBody, type DisputeResponse } from '@freelane/shared';
import { disputeActionTags, type DisputeActionArgs } from './dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/proposals`: a settlement offer to the other party (one pending at a time). */
export const proposeSettlementApi = baseApi.injectEndpoints({
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
