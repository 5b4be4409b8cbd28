import { queryOf } from '@freelane/shared';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobsApi } from './jobs-api';

/**
 * `GET /application/getAcceptedJobs`: the jobs the signed-in freelancer was hired on, newest first.
 * Tagged by job, so a submission (which changes one job) refreshes the list.
 */
export const getAcceptedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAcceptedJobs: queryOf(build, applicationEndpoints.getAcceptedJobs, {
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.applications ?? []).map((record) => ({ type: 'job' as const, id: record.job._id })),
      ],
    }),
  }),
});

export const { useGetAcceptedJobsQuery } = getAcceptedJobsApi;
