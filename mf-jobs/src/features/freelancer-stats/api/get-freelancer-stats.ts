import { jobsApi } from '../../../api/jobs-api';
import type { FreelancerStatsResponse } from '@freelane/shared/contracts';

/** `GET /job/freelancerStats`: Freelancer home and Earnings figures, computed from the freelancer's own jobs. */
export const getFreelancerStatsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getFreelancerStats: build.query<FreelancerStatsResponse, void>({
      query: () => ({ url: '/job/freelancerStats' }),
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetFreelancerStatsQuery } = getFreelancerStatsApi;
