import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { userReviewsTag } from './review-tags';

/** `GET /review/user/{userId}`: one page of the published reviews about a user, with their rating. */
export const userReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserReviews: queryOf(build, reviewEndpoints.getUserReviews, {
      providesTags: (result, _error, { userId }) => [
        userReviewsTag(userId),
        ...(result?.reviews ?? []).map((review) => ({ type: 'reviews' as const, id: review._id })),
      ],
    }),
  }),
});

export const { useGetUserReviewsQuery } = userReviewsApi;
