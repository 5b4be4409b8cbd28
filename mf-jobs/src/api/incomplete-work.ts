import { baseApi, type JobResponse } from '@freelane/shared';

/**
 * `GET /job/incompleteWork/{jobId}` (owner, job Pending Review): the work does not meet the
 * requirements and the job goes to Disputed. A GET by the spec that changes state: a mutation.
 */
export const incompleteWorkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    incompleteWork: build.mutation<JobResponse, string>({
      query: (jobId) => ({ url: `/job/incompleteWork/${encodeURIComponent(jobId)}`, method: 'GET' }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'Job', id: jobId },
        { type: 'Job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useIncompleteWorkMutation } = incompleteWorkApi;
