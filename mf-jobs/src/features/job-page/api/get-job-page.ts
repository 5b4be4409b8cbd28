import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/**
 * `GET /job/page/{jobId}`: an open job and its client as anyone sees them (the job page, /jobs/{id}),
 * the same answer for a visitor and a signed-in person, so the server renders it once for all.
 */
export const getJobPageApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobPage: queryOf(build, jobEndpoints.getJobPage, {
      args: (jobId: string) => ({ jobId }),
      transformResponse: (response) => response.job,
      providesTags: (_result, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useGetJobPageQuery } = getJobPageApi;
