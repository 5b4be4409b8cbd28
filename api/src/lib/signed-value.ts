import { hmac, safeEqual } from './tokens';

/** `payload.signature`: a small JSON value the browser carries but cannot forge or alter. */
export function signValue(secret: string, purpose: string, value: object): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${hmac(secret, `${purpose}.${payload}`)}`;
}

export function verifySignedValue<T>(secret: string, purpose: string, signed: string | undefined): T | undefined {
  if (!signed) return undefined;
  const [payload, signature, extra] = signed.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  if (!safeEqual(signature, hmac(secret, `${purpose}.${payload}`))) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}
