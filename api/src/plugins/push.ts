import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import {
  checkPushEndpoint,
  PushEndpointRefused,
  type EndpointGuardOptions,
  type PushTarget,
} from '../push/endpoint-guard';
import { pushedByDefault, pushPayload } from '../push/push-titles';
import { sendPush } from '../push/send-push';

/** A stored notification, as much of it as a push needs: whose, which category, which page. */
export interface PushedNotification {
  userId: string;
  category: string;
  link: string | null;
}

export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** The endpoint check (SSRF): at subscribe time by the route, and again before every send. */
  check(endpoint: string): Promise<PushTarget>;
  /**
   * Pushes a stored notification to its recipient's subscribed devices when their push switch for
   * its category is on. Off the caller's path: it returns at once, and a push service being slow or
   * down is logged and counted, never an error for the change that notified.
   */
  notify(notification: PushedNotification): void;
  /** Resolves once every push started so far has finished (tests wait on it; close waits too). */
  settled(): Promise<void>;
  /** Name resolution for the check; tests answer names themselves (DNS rebinding). */
  resolve: NonNullable<EndpointGuardOptions['resolve']> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

async function pushPlugin(app: FastifyInstance) {
  const { vapid, insecureEndpoints } = app.config.push;
  const outcomes = new Counter({
    name: 'freelane_push_sends_total',
    help: 'Web Push sends by outcome: delivered (2xx), gone (404/410: subscription dropped), refused (endpoint failed the SSRF check at send time: dropped), failed (other status or network error)',
    labelNames: ['outcome'],
    registers: [app.metrics],
  });
  const inFlight = new Set<Promise<void>>();

  const service: PushService = {
    publicKey: vapid.publicKey,
    resolve: undefined,
    check: (endpoint) => checkPushEndpoint(endpoint, { insecure: insecureEndpoints, resolve: service.resolve }),
    notify(notification) {
      const delivery = deliver(notification).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };

  async function deliver({ userId, category, link }: PushedNotification): Promise<void> {
    try {
      const subscriptions = await app.repos.pushSubscriptions.forDelivery(userId, category, pushedByDefault(category));
      if (subscriptions.length === 0) return;
      const payload = pushPayload(category, link);
      const dropped: string[] = [];
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            // Checked again now: the name may point somewhere else since it was subscribed.
            const target = await service.check(subscription.endpoint);
            const status = await sendPush(target, subscription, payload, vapid);
            if (status >= 200 && status < 300) outcomes.inc({ outcome: 'delivered' });
            else if (status === 404 || status === 410) {
              // RFC 8030 §7.3: the subscription expired or was revoked; sending again never works.
              dropped.push(subscription.id);
              outcomes.inc({ outcome: 'gone' });
            } else {
              outcomes.inc({ outcome: 'failed' });
              app.log.warn({ userId, status, host: target.url.host }, 'push service refused a push');
            }
          } catch (error) {
            if (error instanceof PushEndpointRefused) {
              dropped.push(subscription.id);
              outcomes.inc({ outcome: 'refused' });
              app.log.warn(
                { userId, reason: error.message },
                'push endpoint refused at send time; subscription dropped',
              );
            } else {
              outcomes.inc({ outcome: 'failed' });
              app.log.warn({ err: error, userId }, 'push could not be sent');
            }
          }
        }),
      );
      await app.repos.pushSubscriptions.drop(dropped);
    } catch (error) {
      app.log.warn({ err: error, userId, category }, 'push delivery failed');
    }
  }

  app.decorate('push', service);
  app.addHook('onClose', () => service.settled());
}

export default fp(pushPlugin, { name: 'push', dependencies: ['metrics'] });
