import type { FastifyReply, FastifyRequest } from 'fastify';
import { urlOf } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/endpoints';
import { randomToken } from './tokens';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; issue 28): a
 * browser that signed in to an account carries a signed cookie naming that account and a random
 * nonce, issued afresh at each successful login. Login failures from it count against that cookie
 * only; failures from other browsers count against the account's "untrusted browsers" as a whole.
 * So a stranger guessing passwords can lock out new browsers, never the owner's own.
 */
export const LOGIN_DEVICE_COOKIE = 'freelane_device';
/** How long a browser stays known (a device cookie is renewed at every login). */
const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser remembers (a shared family computer); the oldest is forgotten first. */
const DEVICES_PER_BROWSER = 5;
const PAYLOAD_KIND = 'login-devices';

export interface LoginDevice {
  /** The account this browser signed in to. */
  userId: string;
  nonce: string;
}

const cookieOptions = (secure: boolean) => ({
  // Only the login reads it; no other request carries it.
  path: urlOf(userEndpoints.login),
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
});

/** The browser's device cookies, when its signature holds (signed by @fastify/cookie, app.ts). */
export function readLoginDevices(request: FastifyRequest): LoginDevice[] {
  const raw = request.cookies[LOGIN_DEVICE_COOKIE];
  if (!raw) return [];
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return [];
  try {
    const parsed = JSON.parse(value) as { kind?: unknown; devices?: unknown };
    if (parsed.kind !== PAYLOAD_KIND || !Array.isArray(parsed.devices)) return [];
    return parsed.devices.filter(
      (device): device is LoginDevice =>
        typeof device?.userId === 'string' && typeof device?.nonce === 'string' && device.nonce.length >= 20,
    );
  } catch {
    return [];
  }
}

/** The nonce of this browser's device cookie for the account, if it has one. */
export const deviceNonceFor = (devices: readonly LoginDevice[], userId: string) =>
  devices.find((device) => device.userId === userId)?.nonce;

/** After a successful login: a new nonce for this account, the browser's other accounts kept. */
export function issueLoginDevice(request: FastifyRequest, reply: FastifyReply, userId: string, secure: boolean): void {
  const others = readLoginDevices(request).filter((device) => device.userId !== userId);
  const devices = [{ userId, nonce: randomToken() }, ...others].slice(0, DEVICES_PER_BROWSER);
  reply.setCookie(LOGIN_DEVICE_COOKIE, JSON.stringify({ kind: PAYLOAD_KIND, devices }), {
    ...cookieOptions(secure),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    signed: true,
  });
}
