import type { FastifyReply, FastifyRequest } from 'fastify';
import { urlOf } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/endpoints';
import { randomToken } from './tokens';

/**
 * The two short-lived, signed, HttpOnly cookies of issue 38's sign-ins. Each holds a random value
 * whose hash keys a server-side row (the challenge, the pending sign-in): the row makes it single-use
 * and expiring, the cookie binds it to the browser that started it.
 */
interface CookieKind {
  name: string;
  path: string;
  maxAgeSeconds: number;
}

/** A WebAuthn ceremony's challenge (registering or signing in with a passkey). */
export const WEBAUTHN_COOKIE: CookieKind = {
  name: 'freelane_webauthn',
  path: '/api/v1/user/passkeys',
  maxAgeSeconds: 5 * 60,
};

/**
 * A sign-in waiting for its second step. Its path is the login's (the device cookie's too), which
 * covers /user/login/2fa below it: no other request carries it.
 */
export const SECOND_STEP_COOKIE: CookieKind = {
  name: 'freelane_2fa',
  path: urlOf(userEndpoints.login),
  maxAgeSeconds: 5 * 60,
};

const optionsOf = (kind: CookieKind, secure: boolean) => ({
  path: kind.path,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
});

/** Sets a fresh random value and returns it (the caller keys its row by its hash). */
export function issueBoundCookie(reply: FastifyReply, kind: CookieKind, secure: boolean): string {
  const value = randomToken();
  reply.setCookie(kind.name, value, { ...optionsOf(kind, secure), maxAge: kind.maxAgeSeconds, signed: true });
  return value;
}

/** The value, when present and its signature holds. */
export function readBoundCookie(request: FastifyRequest, kind: CookieKind): string | undefined {
  const raw = request.cookies[kind.name];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value ? value : undefined;
}

export function clearBoundCookie(reply: FastifyReply, kind: CookieKind, secure: boolean): void {
  reply.clearCookie(kind.name, optionsOf(kind, secure));
}
