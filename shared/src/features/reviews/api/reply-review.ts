import { baseApi } from '../../../api/base-api';
import type { ReplyReviewBody, ReplyReviewResponse } from '../../../contracts/reviews';
import { jobReviewsTag, userReviewsTag } from './review-tags';

/** `POST /review/{reviewId}/reply`: the reviewee's one public answer to a published review. */
export const replyReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    replyReview: build.mutation<ReplyReviewResponse, { reviewId: string; body: ReplyReviewBody }>({
      query: ({ reviewId, body }) => ({
        url: `/review/${encodeURIComponent(reviewId)}/reply`,
        method: 'POST',
        data: body,
      }),
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
