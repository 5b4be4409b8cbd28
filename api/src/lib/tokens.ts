import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, verification tokens, CSRF nonces. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * What the database keeps instead of a bearer secret. One-shot `hash`: every signed-in request
 * hashes its session cookie, and a Hash object built and finished each time cost twice as much.
 */
export const sha256 = (value: string) => hash('sha256', value, 'base64url');

export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
