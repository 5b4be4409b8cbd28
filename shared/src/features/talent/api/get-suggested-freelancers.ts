import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { userEndpoints } from '../../../contracts/endpoints/user';

/**
 * `GET /user/suggestedFreelancers`: one page of freelancers, searched and sorted by the server. Used by
 * Find Talent (accounts), Recommended Talent (jobs) and the chat's suggested-freelancers dialog
 * (messaging), so it lives here once.
 */
export const suggestedFreelancersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestedFreelancers: queryOf(build, userEndpoints.getSuggestedFreelancers, {
      providesTags: (result) => [
        { type: 'user', id: 'LIST' },
        ...(result?.users ?? []).map((user) => ({ type: 'user' as const, id: user._id })),
      ],
    }),
  }),
});

export const { useGetSuggestedFreelancersQuery } = suggestedFreelancersApi;
