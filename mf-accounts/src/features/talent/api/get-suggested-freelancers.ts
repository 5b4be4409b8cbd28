import {
  baseApi,
  type SuggestedFreelancersQuery,
  type SuggestedFreelancersResponse,
} from '@freelane/shared';

/** One page of freelancers, searched and sorted by the server (`GET /user/suggestedFreelancers`). */
export const suggestedFreelancersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestedFreelancers: build.query<SuggestedFreelancersResponse, SuggestedFreelancersQuery>({
      query: (params) => ({ url: '/user/suggestedFreelancers', params }),
      providesTags: (result) => [
        { type: 'Freelancer', id: 'LIST' },
        ...(result?.users ?? []).map((user) => ({ type: 'Freelancer' as const, id: user._id })),
      ],
    }),
  }),
});

export const { useGetSuggestedFreelancersQuery } = suggestedFreelancersApi;
