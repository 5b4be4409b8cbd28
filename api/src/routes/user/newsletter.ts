import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';

// The spec's path name (/userToUpdate) for the footer's newsletter sign-up.
export const subscribeNewsletter: Implementation<typeof userEndpoints.subscribeNewsletter> = {
  rateLimit: { max: 10, timeWindow: '10 minutes' },
  // A new and a repeated address get the same answer: the form must not tell anyone who subscribed.
  handler: async ({ app, body }) => {
    await app.repos.newsletter.subscribe(body.email);
    return { success: true, message: 'Thank you for subscribing to the Freelane newsletter!' };
  },
};
