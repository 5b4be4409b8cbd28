import { jobsApi } from './jobs-api';
import type { JobResponse } from '@freelane/shared/contracts';

/**
 * `GET /job/getJob/{jobId}`: one job, named in the page URL (`?jobId=`) so every job page works on
 * reload and by link. Contract fields are filled only for the owner, the hired freelancer and admins.
 */
export const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<JobResponse, string>({
      query: (jobId) => ({ url: `/job/getJob/${encodeURIComponent(jobId)}` }),
      providesTags: (_result, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
