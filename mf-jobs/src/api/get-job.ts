import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from './jobs-api';

/**
 * `GET /job/getJob/{jobId}`: one job, named in the page URL (`?jobId=`) so every job page works on
 * reload and by link. Contract fields are filled only for the owner, the hired freelancer and admins.
 */
export const getJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJob: queryOf(build, jobEndpoints.getJob, {
      args: (jobId: string) => ({ jobId }),
      providesTags: (_result, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
