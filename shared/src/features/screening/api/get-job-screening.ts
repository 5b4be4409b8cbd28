import { baseApi } from '../../../api/base-api';
import type { JobScreeningResponse } from '../../../contracts/screening';

/**
 * `GET /screening/jobs/{jobId}`: what a job's proposals are screened on (null: nothing). Read by the
 * proposal form (mf-jobs), Job Applicants and the screening tools page (mf-hiring-assistant).
 */
export const getJobScreeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobScreening: build.query<JobScreeningResponse, string>({
      query: (jobId) => ({ url: `/screening/jobs/${encodeURIComponent(jobId)}` }),
      providesTags: (_result, _error, jobId) => [{ type: 'job-screening', id: jobId }],
    }),
  }),
});

export const { useGetJobScreeningQuery } = getJobScreeningApi;
