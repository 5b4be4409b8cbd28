import { baseApi } from '../../../api/base-api';
import type { UserReviewsQuery, UserReviewsResponse } from '../../../contracts/reviews';
import { userReviewsTag } from './review-tags';

/** `GET /review/user/{userId}`: one page of the published reviews about a user, with their rating. */
export const userReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserReviews: build.query<UserReviewsResponse, UserReviewsQuery & { userId: string }>({
      query: ({ userId, ...params }) => ({ url: `/review/user/${encodeURIComponent(userId)}`, params }),
      providesTags: (result, _error, { userId }) => [
        userReviewsTag(userId),
        ...(result?.reviews ?? []).map((review) => ({ type: 'reviews' as const, id: review._id })),
      ],
    }),
  }),
});

export const { useGetUserReviewsQuery } = userReviewsApi;
