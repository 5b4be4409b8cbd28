import { jobsApi } from '../../../api/jobs-api';
import type { TransactionsQuery, TransactionsResponse } from '@freelane/shared/contracts';

/** `GET /job/transactions`: one row per hire of the signed-in client (agreed prices; no payment processor). */
export const getTransactionsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<TransactionsResponse, TransactionsQuery>({
      query: (params) => ({ url: '/job/transactions', params }),
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetTransactionsQuery } = getTransactionsApi;
