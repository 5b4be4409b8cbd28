import { mutationOf } from '@freelane/shared';
import type { MentorApplicationBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/** `POST /user/applyAsMentor`: files the mentor application; the status becomes Pending. */
export const applyAsMentorApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    applyAsMentor: mutationOf(build, userEndpoints.applyAsMentor, {
      args: (body: MentorApplicationBody) => ({ body }),
      invalidatesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useApplyAsMentorMutation } = applyAsMentorApi;
