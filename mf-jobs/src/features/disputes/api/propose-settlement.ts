import { mutationOf } from '@freelane/shared';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeStepTags, withJob } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** `POST /dispute/{disputeId}/proposals`: a settlement offer to the other party (one pending at a time). */
export const proposeSettlementApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    proposeSettlement: mutationOf(build, disputeEndpoints.proposeSettlement, {
      args: withJob<typeof disputeEndpoints.proposeSettlement>(),
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeStepTags(result, args),
    }),
  }),
});

export const { useProposeSettlementMutation } = proposeSettlementApi;
