import { baseApi } from '../../../api/base-api';
import type { PendingReviewsResponse } from '../../../contracts/reviews';
import { PENDING_REVIEWS_TAG } from './review-tags';

/** `GET /review/pending`: the caller's completed jobs still waiting for their review (Leave a Review). */
export const pendingReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingReviews: build.query<PendingReviewsResponse, void>({
      query: () => ({ url: '/review/pending' }),
      providesTags: [PENDING_REVIEWS_TAG],
    }),
  }),
});

export const { useGetPendingReviewsQuery } = pendingReviewsApi;
