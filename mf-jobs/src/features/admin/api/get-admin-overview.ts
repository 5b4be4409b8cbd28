import { jobsApi } from '../../../api/jobs-api';
import type { AdminOverviewQuery, AdminOverviewResponse } from '@freelane/shared/contracts';

/** `GET /job/adminOverview` (admin only): job counts and one page of recent jobs. */
export const getAdminOverviewApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverviewResponse, AdminOverviewQuery>({
      query: (params) => ({ url: '/job/adminOverview', params }),
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = getAdminOverviewApi;
