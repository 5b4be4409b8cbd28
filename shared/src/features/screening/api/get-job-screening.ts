import { baseApi } from '../../../api/base-api';
import { queryOf } from '../../../api/endpoint-query';
import { screeningEndpoints } from '../../../contracts/endpoints/screening';

/**
 * `GET /screening/jobs/{jobId}`: what a job's proposals are screened on (null: nothing). Read by the
 * proposal form (mf-jobs), Job Applicants and the screening tools page (mf-hiring-assistant).
 */
export const getJobScreeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobScreening: queryOf(build, screeningEndpoints.getJobScreening, {
      args: (jobId: string) => ({ jobId }),
      providesTags: (_result, _error, jobId) => [{ type: 'job-screening', id: jobId }],
    }),
  }),
});

export const { useGetJobScreeningQuery } = getJobScreeningApi;
