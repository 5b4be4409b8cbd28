import { jobsApi } from '../../../api/jobs-api';
import type { ClientDashboardResponse } from '@freelane/shared/contracts';

/** `GET /job/clientDashboard`: the client's card figures, computed from their own jobs and contacts. */
export const getClientDashboardApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getClientDashboard: build.query<ClientDashboardResponse, void>({
      query: () => ({ url: '/job/clientDashboard' }),
      providesTags: [
        { type: 'job', id: 'STATS' },
        { type: 'contacts', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetClientDashboardQuery } = getClientDashboardApi;
