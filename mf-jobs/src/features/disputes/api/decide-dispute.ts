import { jobsApi } from '../../../api/jobs-api';
import type { DisputeDecisionBody, DisputeResponse } from '@freelane/shared/contracts';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/decision` (admins, escalated disputes): the final outcome with its reason. */
export const decideDisputeApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    decideDispute: build.mutation<DisputeResponse, DisputeActionArgs & { body: DisputeDecisionBody }>({
      query: ({ disputeId, body }) => ({
        url: `/dispute/${encodeURIComponent(disputeId)}/decision`,
        method: 'POST',
        data: body,
      }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { useDecideDisputeMutation } = decideDisputeApi;
