import { mutationOf } from '@freelane/shared';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeStepTags, withJob } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/statement`: the caller's own side of the story, once. */
export const writeDisputeStatementApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    writeDisputeStatement: mutationOf(build, disputeEndpoints.writeDisputeStatement, {
      args: withJob<typeof disputeEndpoints.writeDisputeStatement>(),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeStepTags(result, args),
    }),
  }),
});

export const { useWriteDisputeStatementMutation } = writeDisputeStatementApi;
