import { requestOf } from '@freelane/shared';
import type { MentorshipSubscriptionResponse } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/**
 * `POST` / `DELETE /user/mentorshipSubscription`: Get Notified, and stop it. Two endpoints behind
 * one toggle (one pending state): each request is built from its own definition (`requestOf`).
 */
export const mentorshipSubscriptionApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    setMentorshipSubscription: build.mutation<MentorshipSubscriptionResponse, boolean>({
      query: (subscribe) =>
        requestOf(subscribe ? userEndpoints.subscribeMentorship : userEndpoints.unsubscribeMentorship, undefined),
      invalidatesTags: [{ type: 'mentorship', id: 'ME' }],
    }),
  }),
});

export const { useSetMentorshipSubscriptionMutation } = mentorshipSubscriptionApi;
