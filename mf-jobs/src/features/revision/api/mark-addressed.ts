import { mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/**
 * `POST /job/markAddressed/{jobId}` (hired freelancer, job In Revision, once): the revision request is
 * addressed and the client is told; the job comes back with `revisionAddressedAt` set.
 */
export const markAddressedApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    markAddressed: mutationOf(build, jobEndpoints.markAddressed, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [{ type: 'job', id: jobId }],
    }),
  }),
});

export const { useMarkAddressedMutation } = markAddressedApi;
