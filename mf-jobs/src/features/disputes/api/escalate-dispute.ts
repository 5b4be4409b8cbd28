import { jobsApi } from '../../../api/jobs-api';
import type { DisputeResponse } from '@freelane/shared/contracts';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/escalate`: either party asks an admin to decide now. */
export const escalateDisputeApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    escalateDispute: build.mutation<DisputeResponse, DisputeActionArgs>({
      query: ({ disputeId }) => ({ url: `/dispute/${encodeURIComponent(disputeId)}/escalate`, method: 'POST' }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { useEscalateDisputeMutation } = escalateDisputeApi;
