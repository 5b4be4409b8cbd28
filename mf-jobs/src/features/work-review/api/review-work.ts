import { jobsApi } from '../../../api/jobs-api';
import type { JobResponse, ReviewWorkBody } from '@freelane/shared/contracts';

export interface ReviewWorkArgs {
  jobId: string;
  body: ReviewWorkBody;
}

/** `POST /job/reviewWork/{jobId}` (owner, once per job): the free revision request; the job goes to In Revision. */
export const reviewWorkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    reviewWork: build.mutation<JobResponse, ReviewWorkArgs>({
      query: ({ jobId, body }) => ({ url: `/job/reviewWork/${encodeURIComponent(jobId)}`, method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useReviewWorkMutation } = reviewWorkApi;
