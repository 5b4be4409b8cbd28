import { baseApi } from '../../../api/base-api';
import type { JobReviewsResponse } from '../../../contracts/reviews';
import { jobReviewsTag } from './review-tags';

/** `GET /review/job/{jobId}`: the review window of one completed job as one of its two parties sees it. */
export const jobReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobReviews: build.query<JobReviewsResponse, string>({
      query: (jobId) => ({ url: `/review/job/${encodeURIComponent(jobId)}` }),
      providesTags: (_result, _error, jobId) => [jobReviewsTag(jobId)],
    }),
  }),
});

export const { useGetJobReviewsQuery } = jobReviewsApi;
