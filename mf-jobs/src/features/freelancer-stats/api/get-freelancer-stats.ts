import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/freelancerStats`: Freelancer home and Earnings figures, computed from the freelancer's own jobs. */
export const getFreelancerStatsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getFreelancerStats: queryOf(build, jobEndpoints.getFreelancerStats, {
      providesTags: [{ type: 'job', id: 'STATS' }],
    }),
  }),
});

export const { useGetFreelancerStatsQuery } = getFreelancerStatsApi;
