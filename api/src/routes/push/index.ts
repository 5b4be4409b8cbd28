import { MAX_PUSH_SUBSCRIPTIONS } from '@freelane/shared/contracts';
import { pushEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { badRequest } from '../../errors';
import { perUserLimit } from '../../lib/rate-limits';
import { PushEndpointRefused } from '../../push/endpoint-guard';

/** /api/v1/push: the VAPID public key, and the signed-in person's browsers' subscriptions (issue 37). */
export const pushHandlers = defineHandlers(pushEndpoints, {
  getPushPublicKey: {
    // The same key for everyone, and nothing personal.
    cache: 'public',
    handler: async ({ app, reply }) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { success: true as const, publicKey: app.push.publicKey };
    },
  },

  subscribePush: {
    // Each try resolves a name the caller chose: a browser subscribes a few times a year, a probe
    // of our network would need many.
    rateLimit: perUserLimit(60, '10 minutes'),
    handler: async ({ app, user, body }) => {
      try {
        // Refused here already, so a person sees at once that this browser's push service cannot be used.
        await app.push.check(body.endpoint);
      } catch (error) {
        if (error instanceof PushEndpointRefused) {
          throw badRequest(error.message, 'PUSH_ENDPOINT_REFUSED', { endpoint: error.message });
        }
        throw error;
      }
      await app.repos.pushSubscriptions.subscribe(
        user.id,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
        app.clock.now(),
        MAX_PUSH_SUBSCRIPTIONS,
      );
      return { success: true, message: 'This device will receive push notifications.' };
    },
  },

  unsubscribePush: async ({ app, user, body }) => {
    // Idempotent: a browser that lost its subscription (or never sent it) is unsubscribed either way.
    await app.repos.pushSubscriptions.unsubscribe(user.id, body.endpoint);
    return { success: true, message: 'This device will no longer receive push notifications.' };
  },
});
