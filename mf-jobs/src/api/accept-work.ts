import { baseApi, type JobResponse } from '@freelane/shared';

/**
 * `GET /job/acceptWork/{jobId}` (owner, job Pending Review): the work is final, the job completes.
 * A GET by the spec, but it changes state, so it is a mutation (the API checks the CSRF header).
 */
export const acceptWorkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptWork: build.mutation<JobResponse, string>({
      query: (jobId) => ({ url: `/job/acceptWork/${encodeURIComponent(jobId)}`, method: 'GET' }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'Job', id: jobId },
        { type: 'Job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useAcceptWorkMutation } = acceptWorkApi;
