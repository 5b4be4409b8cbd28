import { mutationOf } from '@freelane/shared';
import type { ReviewWorkBody } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

export interface ReviewWorkArgs {
  jobId: string;
  body: ReviewWorkBody;
}

/** `POST /job/reviewWork/{jobId}` (owner, once per job): the free revision request; the job goes to In Revision. */
export const reviewWorkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    reviewWork: mutationOf(build, jobEndpoints.reviewWork, {
      args: (args: ReviewWorkArgs) => args,
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useReviewWorkMutation } = reviewWorkApi;
