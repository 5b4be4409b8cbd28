import { hiringApi } from '../../../api/hiring-api';
import type { MentorsQuery, MentorsResponse } from '@freelane/shared/contracts';

/** `GET /user/getMentors`: approved mentors, newest first, optionally of one area of expertise. */
export const getMentorsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getMentors: build.query<MentorsResponse, MentorsQuery>({
      query: (params) => ({ url: '/user/getMentors', params }),
      providesTags: [{ type: 'mentorship', id: 'MENTORS' }],
    }),
  }),
});

export const { useGetMentorsQuery } = getMentorsApi;
