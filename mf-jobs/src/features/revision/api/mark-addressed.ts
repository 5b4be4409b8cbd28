import { jobsApi } from '../../../api/jobs-api';
import type { JobResponse } from '@freelane/shared/contracts';

/**
 * `POST /job/markAddressed/{jobId}` (hired freelancer, job In Revision, once): the revision request is
 * addressed and the client is told; the job comes back with `revisionAddressedAt` set.
 */
export const markAddressedApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    markAddressed: build.mutation<JobResponse, string>({
      query: (jobId) => ({ url: `/job/markAddressed/${encodeURIComponent(jobId)}`, method: 'POST' }),
      invalidatesTags: (_result, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useMarkAddressedMutation } = markAddressedApi;
