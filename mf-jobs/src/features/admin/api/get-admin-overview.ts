import { baseApi } from '@freelane/shared';
import type { AdminOverviewQuery, AdminOverviewResponse } from '@freelane/shared/contracts';

/** `GET /job/adminOverview` (admin only): job counts and one page of recent jobs. */
export const getAdminOverviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverviewResponse, AdminOverviewQuery>({
      query: (params) => ({ url: '/job/adminOverview', params }),
      providesTags: [{ type: 'Job', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = getAdminOverviewApi;
