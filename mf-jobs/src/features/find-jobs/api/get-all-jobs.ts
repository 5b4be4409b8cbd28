import { jobsApi } from '../../../api/jobs-api';
import type { FindJobsQuery, JobListResponse } from '@freelane/shared/contracts';

/**
 * `GET /job/getAllJobs`: open jobs of other clients for Find Jobs, searched, filtered and paged by
 * the server, each with the caller's own `myApplication`.
 */
export const getAllJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAllJobs: build.query<JobListResponse, FindJobsQuery>({
      query: (params) => ({ url: '/job/getAllJobs', params }),
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.jobs ?? []).map((job) => ({ type: 'job' as const, id: job._id })),
      ],
    }),
  }),
});

export const { useGetAllJobsQuery } = getAllJobsApi;
