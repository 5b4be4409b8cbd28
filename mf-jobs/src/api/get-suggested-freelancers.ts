import { baseApi, type SuggestedFreelancersQuery, type SuggestedFreelancersResponse } from '@freelane/shared';

/** `GET /user/suggestedFreelancers`: one page of freelancers (the dashboard's Recommended Talent picks from it). */
export const getSuggestedFreelancersApi = baseApi.injectEndpoints({
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

export const { useGetSuggestedFreelancersQuery } = getSuggestedFreelancersApi;
