import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece (a web-push dependency) ships no types: decrypt(body, { version, privateKey, authSecret }).
import ece from 'http_ece';

/** One push as the push service received it, decrypted with the browser's keys (RFC 8291). */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
}

/** A browser's side of a subscription: the keys a push is encrypted to, and their private half. */
export interface TestBrowserKeys {
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

export function browserKeys(): TestBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * A push service on loopback (what FCM or Mozilla's autopush is to a real browser): answers each
 * path with the status the test set (201 by default), decrypts what it receives with the keys the
 * subscription at that path was made with, and lets a test wait for a push to arrive.
 */
export async function startTestPushService() {
  const keysByPath = new Map<string, TestBrowserKeys>();
  const statusByPath = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const keys = keysByPath.get(path);
      let payload: unknown = null;
      if (keys) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.keys.auth,
        }) as Buffer;
        payload = JSON.parse(plain.toString('utf8'));
      }
      received.push({ path, headers: request.headers, payload });
      response.writeHead(statusByPath.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A subscription at a fresh path of this service: what the browser would POST. */
    subscription(path: string, status = 201) {
      const browser = browserKeys();
      keysByPath.set(path, browser);
      statusByPath.set(path, status);
      return { endpoint: `http://127.0.0.1:${port}${path}`, keys: browser.keys };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
