import { mutationOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { jobReviewsTag, userReviewsTag } from './review-tags';

/** `POST /review/{reviewId}/reply`: the reviewee's one public answer to a published review. */
export const replyReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    replyReview: mutationOf(build, reviewEndpoints.replyReview, {
      invalidatesTags: (result, _error, { reviewId }) =>
        result
          ? [
              jobReviewsTag(result.review.jobId),
              userReviewsTag(result.review.revieweeId),
              { type: 'reviews', id: reviewId },
            ]
          : [],
    }),
  }),
});

export const { useReplyReviewMutation } = replyReviewApi;
