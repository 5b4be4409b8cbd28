import { hiringApi } from '../../../api/hiring-api';
import type { MentorApplicationBody, MessageResponse } from '@freelane/shared/contracts';

/** `POST /user/applyAsMentor`: files the mentor application; the status becomes Pending. */
export const applyAsMentorApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    applyAsMentor: build.mutation<MessageResponse, MentorApplicationBody>({
      query: (body) => ({ url: '/user/applyAsMentor', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useApplyAsMentorMutation } = applyAsMentorApi;
