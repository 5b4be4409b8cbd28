import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { jobReviewsTag } from './review-tags';

/** `GET /review/job/{jobId}`: the review window of one completed job as one of its two parties sees it. */
export const jobReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobReviews: queryOf(build, reviewEndpoints.getJobReviews, {
      args: (jobId: string) => ({ jobId }),
      providesTags: (_result, _error, jobId) => [jobReviewsTag(jobId)],
    }),
  }),
});

export const { useGetJobReviewsQuery } = jobReviewsApi;
