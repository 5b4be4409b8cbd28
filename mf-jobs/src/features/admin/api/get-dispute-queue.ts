import { queryOf } from '@freelane/shared';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { DISPUTE_QUEUE_TAG } from '../../../api/dispute-tags';

/** `GET /dispute/admin/queue` (admins): one page of disputes by status, with the count waiting for a decision. */
export const getDisputeQueueApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getDisputeQueue: queryOf(build, disputeEndpoints.getDisputeQueue, { providesTags: [DISPUTE_QUEUE_TAG] }),
  }),
});

export const { useGetDisputeQueueQuery } = getDisputeQueueApi;
