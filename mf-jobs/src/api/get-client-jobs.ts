import { jobsApi } from './jobs-api';
import type { ClientJobsQuery, JobListResponse } from '@freelane/shared/contracts';

/**
 * `GET /job/adminJobs`: the signed-in client's own jobs, newest first, filtered by `status` and
 * `days` on the server (My Jobs and the client dashboard). The spec's name means "my jobs".
 */
export const getClientJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getClientJobs: build.query<JobListResponse, ClientJobsQuery>({
      query: (params) => ({ url: '/job/adminJobs', params }),
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.jobs ?? []).map((job) => ({ type: 'job' as const, id: job._id })),
      ],
    }),
  }),
});

export const { useGetClientJobsQuery } = getClientJobsApi;
