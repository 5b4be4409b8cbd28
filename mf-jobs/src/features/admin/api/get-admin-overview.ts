import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/adminOverview` (admin only): job counts and one page of recent jobs. */
export const getAdminOverviewApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: queryOf(build, jobEndpoints.getAdminOverview, {
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = getAdminOverviewApi;
