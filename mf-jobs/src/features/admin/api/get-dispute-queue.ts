import { jobsApi } from '../../../api/jobs-api';
import type { DisputeQueueQuery, DisputeQueueResponse } from '@freelane/shared/contracts';
import { DISPUTE_QUEUE_TAG } from '../../../api/dispute-tags';

/** `GET /dispute/admin/queue` (admins): one page of disputes by status, with the count waiting for a decision. */
export const getDisputeQueueApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getDisputeQueue: build.query<DisputeQueueResponse, DisputeQueueQuery>({
      query: (params) => ({ url: '/dispute/admin/queue', params }),
      providesTags: [DISPUTE_QUEUE_TAG],
    }),
  }),
});

export const { useGetDisputeQueueQuery } = getDisputeQueueApi;
