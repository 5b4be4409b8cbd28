import { hiringApi } from '../../../api/hiring-api';
import type { MentorshipSubscriptionResponse } from '@freelane/shared/contracts';

/** `POST` / `DELETE /user/mentorshipSubscription`: Get Notified, and stop it. */
export const mentorshipSubscriptionApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    setMentorshipSubscription: build.mutation<MentorshipSubscriptionResponse, boolean>({
      query: (subscribe) => ({ url: '/user/mentorshipSubscription', method: subscribe ? 'POST' : 'DELETE' }),
      invalidatesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useSetMentorshipSubscriptionMutation } = mentorshipSubscriptionApi;
