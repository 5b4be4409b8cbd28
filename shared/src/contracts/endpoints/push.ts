import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../push');

/** /api/v1/push: Web Push subscriptions of the signed-in person's browsers (issue 37). */
export const pushEndpoints = defineEndpoints('push', {
  getPushPublicKey: {
    method: 'GET',
    path: '/push/publicKey',
    summary: "The server's VAPID public key, which a browser subscribes to Web Push with",
    // A public key: nothing personal, the same for everyone.
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.pushPublicKeyResponse } })),
  },
  subscribePush: {
    method: 'POST',
    path: '/push/subscriptions',
    summary:
      "Adds this browser's Web Push subscription to the caller's devices (https: endpoints on public hosts only)",
    access: 'signed-in',
    changes: [],
    schemas: schemasFrom(contracts, (c) => ({
      body: c.pushSubscriptionBody,
      response: { 201: c.pushSubscriptionResponse },
    })),
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: "Removes a browser's Web Push subscription from the caller's devices",
    access: 'signed-in',
    changes: [],
    schemas: schemasFrom(contracts, (c) => ({
      body: c.pushUnsubscribeBody,
      response: { 200: c.pushSubscriptionResponse },
    })),
  },
});
