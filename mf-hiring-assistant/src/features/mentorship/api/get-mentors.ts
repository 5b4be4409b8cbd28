import { queryOf } from '@freelane/shared';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/** `GET /user/getMentors`: approved mentors, newest first, optionally of one area of expertise. */
export const getMentorsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getMentors: queryOf(build, userEndpoints.getMentors, {
      providesTags: [{ type: 'mentorship', id: 'MENTORS' }],
    }),
  }),
});

export const { useGetMentorsQuery } = getMentorsApi;
