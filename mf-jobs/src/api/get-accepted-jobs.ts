import { jobsApi } from './jobs-api';
import type { AcceptedJobsQuery, AcceptedJobsResponse } from '@freelane/shared/contracts';

/**
 * `GET /application/getAcceptedJobs`: the jobs the signed-in freelancer was hired on, newest first.
 * Tagged by job, so a submission (which changes one job) refreshes the list.
 */
export const getAcceptedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAcceptedJobs: build.query<AcceptedJobsResponse, AcceptedJobsQuery>({
      query: (params) => ({ url: '/application/getAcceptedJobs', params }),
      providesTags: (result) => [
        { type: 'job', id: 'LIST' },
        ...(result?.applications ?? []).map((record) => ({ type: 'job' as const, id: record.job._id })),
      ],
    }),
  }),
});

export const { useGetAcceptedJobsQuery } = getAcceptedJobsApi;
