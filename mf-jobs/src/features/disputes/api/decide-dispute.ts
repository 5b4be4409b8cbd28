import { mutationOf } from '@freelane/shared';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeSettleTags, withJob } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/decision` (admins, escalated disputes): the final outcome with its reason. */
export const decideDisputeApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    decideDispute: mutationOf(build, disputeEndpoints.decideDispute, {
      args: withJob<typeof disputeEndpoints.decideDispute>(),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeSettleTags(result, args),
    }),
  }),
});

export const { useDecideDisputeMutation } = decideDisputeApi;
