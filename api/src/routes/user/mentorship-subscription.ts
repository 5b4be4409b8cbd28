import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';

/** POST / DELETE /user/mentorshipSubscription: Get Notified on /mentorship, stored (the spec's button made no call). */
export const subscribeMentorship: Handler<typeof userEndpoints.subscribeMentorship> = async ({ app, user }) => {
  await app.repos.programmes.subscribe(user.id);
  return { success: true as const, message: 'You Will Be Notified', subscribed: true };
};

export const unsubscribeMentorship: Handler<typeof userEndpoints.unsubscribeMentorship> = async ({ app, user }) => {
  await app.repos.programmes.unsubscribe(user.id);
  return { success: true as const, message: 'You will no longer be notified about mentors.', subscribed: false };
};
