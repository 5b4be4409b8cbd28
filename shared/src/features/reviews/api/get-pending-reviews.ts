import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { PENDING_REVIEWS_TAG } from './review-tags';

/** `GET /review/pending`: the caller's completed jobs still waiting for their review (Leave a Review). */
export const pendingReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingReviews: queryOf(build, reviewEndpoints.getPendingReviews, { providesTags: [PENDING_REVIEWS_TAG] }),
  }),
});

export const { useGetPendingReviewsQuery } = pendingReviewsApi;
