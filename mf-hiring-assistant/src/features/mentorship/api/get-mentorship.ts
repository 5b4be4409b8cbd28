import { hiringApi } from '../../../api/hiring-api';
import type { MentorshipResponse } from '@freelane/shared/contracts';

/** `GET /user/getMentorship`: the caller's mentor status, latest application and Get Notified state. */
export const getMentorshipApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getMentorship: build.query<MentorshipResponse, void>({
      query: () => ({ url: '/user/getMentorship' }),
      providesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useGetMentorshipQuery } = getMentorshipApi;
