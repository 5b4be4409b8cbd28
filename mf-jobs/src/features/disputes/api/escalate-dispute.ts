import { mutationOf } from '@freelane/shared';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeStepTags, withJob } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/escalate`: either party asks an admin to decide now. */
export const escalateDisputeApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    escalateDispute: mutationOf(build, disputeEndpoints.escalateDispute, {
      args: withJob<typeof disputeEndpoints.escalateDispute>(),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeStepTags(result, args),
    }),
  }),
});

export const { useEscalateDisputeMutation } = escalateDisputeApi;
