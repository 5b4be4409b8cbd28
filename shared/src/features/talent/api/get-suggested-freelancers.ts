import { baseApi } from '../../../api/base-api';
import type { SuggestedFreelancersQuery, SuggestedFreelancersResponse } from '../../../contracts/talent';

/**
 * `GET /user/suggestedFreelancers`: one page of freelancers, searched and sorted by the server. Used by
 * Find Talent (accounts), Recommended Talent (jobs) and the chat's suggested-freelancers dialog
 * (messaging), so it lives here once.
 */
export const suggestedFreelancersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestedFreelancers: build.query<SuggestedFreelancersResponse, SuggestedFreelancersQuery>({
      query: (params) => ({ url: '/user/suggestedFreelancers', params }),
      providesTags: (result) => [
        { type: 'user', id: 'LIST' },
        ...(result?.users ?? []).map((user) => ({ type: 'user' as const, id: user._id })),
      ],
    }),
  }),
});

export const { useGetSuggestedFreelancersQuery } = suggestedFreelancersApi;
