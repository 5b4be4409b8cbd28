import { jobReviewsTag, mutationOf, PENDING_REVIEWS_TAG } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/**
 * `GET /job/acceptWork/{jobId}` (owner, job Pending Review): the work is final, the job completes.
 * A GET by the spec, but it changes state, so it is a mutation (the API checks the CSRF header).
 */
export const acceptWorkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    acceptWork: mutationOf(build, jobEndpoints.acceptWork, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
        // The completion opens the review window: Leave a Review appears and the contract page shows the form.
        PENDING_REVIEWS_TAG,
        jobReviewsTag(jobId),
      ],
    }),
  }),
});

export const { useAcceptWorkMutation } = acceptWorkApi;
