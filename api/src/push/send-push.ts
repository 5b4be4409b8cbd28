import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webPush from 'web-push';
import type { PushPayload } from '@freelane/shared/contracts';
import type { PushTarget } from './endpoint-guard';
import type { VapidKeys } from './vapid-keys';

/** A push service that does not answer within this is given up on (the notification is stored anyway). */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline (RFC 8030 TTL): a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * One encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292: web-push builds the request) sent by us,
 * not by web-push: its connection goes to the address the guard checked (a `lookup` that answers
 * only that address, so a name that resolves elsewhere by now is never followed), never through
 * a proxy, never following a redirect. Resolves to the push service's status.
 */
export async function sendPush(
  target: PushTarget,
  keys: { p256dh: string; auth: string },
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<number> {
  const details = webPush.generateRequestDetails({ endpoint: target.url.href, keys }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  const pinned: LookupFunction = (_hostname, options, callback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily): one, either way.
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'http:' ? http : https;
  return new Promise<number>((resolve, reject) => {
    const request = transport.request(
      target.url,
      {
        method: details.method,
        headers: details.headers,
        lookup: pinned,
        agent: false,
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service did not answer within ${PUSH_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
