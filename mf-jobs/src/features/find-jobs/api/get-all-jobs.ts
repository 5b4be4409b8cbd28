import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/**
 * `GET /job/getAllJobs`: open jobs of other clients for Find Jobs, searched, filtered and paged by
 * the server, each with the caller's own `myApplication`.
 */
export const getAllJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAllJobs: queryOf(build, jobEndpoints.getAllJobs, {
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.jobs ?? []).map((job) => ({ type: 'job' as const, id: job._id })),
      ],
    }),
  }),
});

export const { useGetAllJobsQuery } = getAllJobsApi;
