import { z } from 'zod';
import { messageResponse } from './common';

/**
 * Web Push (issue 37; RFC 8030 / 8291 / 8292). A browser subscribes with the server's VAPID public
 * key and hands back where its push service takes messages for it (`endpoint`) and the keys that
 * encrypt them. The endpoint is a URL the browser (so any caller) chose: the API accepts only
 * https: on public hosts (api/src/push/endpoint-guard.ts).
 */

/** A person's devices: beyond this, subscribing one more replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Real endpoints are 100-500 characters (FCM, Mozilla autopush, Apple); the margin is generous. */
const endpoint = z.string().trim().max(2048).url('must be a URL');
/** base64url (padding tolerated): p256dh is a 65-byte P-256 point (87 characters), auth a 16-byte secret (22). */
const base64url = (characters: number, name: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}=*$`), `${name} must be base64url of the right length`);

export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(87, 'p256dh'), auth: base64url(22, 'auth') }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const pushPublicKeyResponse = z.object({
  success: z.literal(true),
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  publicKey: z.string(),
});
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;

export const pushSubscriptionResponse = messageResponse;

/**
 * What a push carries: a category's title and the page's link, never the notification's text
 * (a name or a message is read on the page, signed in).
 */
export interface PushPayload {
  title: string;
  link: string;
}
