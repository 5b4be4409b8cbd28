import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/transactions`: one row per hire of the signed-in client (agreed prices; no payment processor). */
export const getTransactionsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: queryOf(build, jobEndpoints.getTransactions, {
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetTransactionsQuery } = getTransactionsApi;
