import { getHttpClient, requestOf } from '@freelane/shared';
import { pushEndpoints } from '@freelane/shared/contracts/endpoints/push';

/**
 * This browser's Web Push subscription (issue 37). Loaded on demand, when the notification
 * settings open: no page's first screen carries it. The service worker (the shell's /push-sw.js)
 * has a scope no page is under, so it never sits between a page and the network.
 */
export const PUSH_WORKER_URL = '/push-sw.js';
export const PUSH_WORKER_SCOPE = '/push-sw/';

export class PushUnavailable extends Error {
  override name = 'PushUnavailable';
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The worker once it is active: a push subscription needs an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (worker.state === 'activated') resolve();
      };
      worker.addEventListener('statechange', check);
      check();
    });
  }
  return registration;
}

const existingRegistration = () => navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);

/** Whether this browser is subscribed and may show notifications. */
export async function thisDeviceSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await existingRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** Asks the browser's permission, subscribes through the service worker and sends the subscription to the API. */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushUnavailable('This browser cannot receive push notifications.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailable(
      'Notifications are blocked for Freelane in this browser. Allow them in its site settings.',
    );
  }
  const http = await getHttpClient();
  const registration = await activeRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { data } = await http.request<{ publicKey: string }>(requestOf(pushEndpoints.getPushPublicKey, undefined));
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: data.publicKey,
    });
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new PushUnavailable('The browser gave an incomplete subscription.');
  await http.request(
    requestOf(pushEndpoints.subscribePush, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } }),
  );
}

/** Ends this browser's subscription, here and at the API. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await (await existingRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  const http = await getHttpClient();
  await http.request(requestOf(pushEndpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
}
