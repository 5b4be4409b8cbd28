import { baseApi, type MentorsQuery, type MentorsResponse } from '@freelane/shared';

/** `GET /user/getMentors`: approved mentors, newest first, optionally of one area of expertise. */
export const getMentorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMentors: build.query<MentorsResponse, MentorsQuery>({
      query: (params) => ({ url: '/user/getMentors', params }),
      providesTags: [{ type: 'Mentorship', id: 'MENTORS' }],
    }),
  }),
});

export const { useGetMentorsQuery } = getMentorsApi;
