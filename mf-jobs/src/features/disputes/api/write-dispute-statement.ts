import { jobsApi } from '../../../api/jobs-api';
import type { DisputeResponse, DisputeStatementBody } from '@freelane/shared/contracts';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/statement`: the caller's own side of the story, once. */
export const writeDisputeStatementApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    writeDisputeStatement: build.mutation<DisputeResponse, DisputeActionArgs & { body: DisputeStatementBody }>({
      query: ({ disputeId, body }) => ({
        url: `/dispute/${encodeURIComponent(disputeId)}/statement`,
        method: 'POST',
        data: body,
      }),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { useWriteDisputeStatementMutation } = writeDisputeStatementApi;
