import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/clientDashboard`: the client's card figures, computed from their own jobs and contacts. */
export const getClientDashboardApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getClientDashboard: queryOf(build, jobEndpoints.getClientDashboard, {
      providesTags: [
        { type: 'job', id: 'STATS' },
        { type: 'contacts', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetClientDashboardQuery } = getClientDashboardApi;
