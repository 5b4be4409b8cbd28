import { mutationOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { jobReviewsTag, PENDING_REVIEWS_TAG, userReviewsTag } from './review-tags';

/**
 * `POST /review/job/{jobId}`: the caller's one review of the other party. When it is the second of
 * the job, both are published at once: both people's reviews and ratings (talent cards) change too.
 */
export const submitReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitReview: mutationOf(build, reviewEndpoints.submitReview, {
      invalidatesTags: (result, _error, { jobId }) => {
        const tags = [jobReviewsTag(jobId), PENDING_REVIEWS_TAG];
        if (!result?.review.publishedAt) return tags;
        return [
          ...tags,
          userReviewsTag(result.review.revieweeId),
          userReviewsTag(result.review.reviewer._id),
          { type: 'user' as const, id: 'LIST' },
        ];
      },
    }),
  }),
});

export const { useSubmitReviewMutation } = submitReviewApi;
