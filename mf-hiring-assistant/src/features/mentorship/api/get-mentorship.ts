import { queryOf } from '@freelane/shared';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/** `GET /user/getMentorship`: the caller's mentor status, latest application and Get Notified state. */
export const getMentorshipApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getMentorship: queryOf(build, userEndpoints.getMentorship, {
      providesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useGetMentorshipQuery } = getMentorshipApi;
