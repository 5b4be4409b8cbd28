import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from './jobs-api';

/**
 * `GET /job/adminJobs`: the signed-in client's own jobs, newest first, filtered by `status` and
 * `days` on the server (My Jobs and the client dashboard). The spec's name means "my jobs".
 */
export const getClientJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getClientJobs: queryOf(build, jobEndpoints.getClientJobs, {
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.jobs ?? []).map((job) => ({ type: 'job' as const, id: job._id })),
      ],
    }),
  }),
});

export const { useGetClientJobsQuery } = getClientJobsApi;
