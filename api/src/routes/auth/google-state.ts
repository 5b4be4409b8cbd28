import type { FastifyReply, FastifyRequest } from 'fastify';
import { signValue, verifySignedValue } from '../../lib/signed-value';

export const GOOGLE_STATE_COOKIE = 'freelane_oidc';
const PURPOSE = 'google-oidc';
const TTL_SECONDS = 10 * 60;

export interface GoogleFlowState {
  state: string;
  nonce: string;
  verifier: string;
  expiresAt: number;
}

const cookieOptions = (secure: boolean) => ({
  path: '/api/v1/auth/google',
  httpOnly: true,
  // Lax: the provider's redirect back is a top-level GET navigation, which Lax allows.
  sameSite: 'lax' as const,
  secure,
});

/** state, nonce and the PKCE verifier travel in a short-lived, signed, HttpOnly cookie. */
export function saveFlowState(reply: FastifyReply, secret: string, secure: boolean, flow: Omit<GoogleFlowState, 'expiresAt'>) {
  const value = signValue(secret, PURPOSE, { ...flow, expiresAt: Date.now() + TTL_SECONDS * 1000 });
  reply.setCookie(GOOGLE_STATE_COOKIE, value, { ...cookieOptions(secure), maxAge: TTL_SECONDS });
}

/** Reads and always clears it: each flow state is good for one callback. */
export function takeFlowState(request: FastifyRequest, reply: FastifyReply, secret: string, secure: boolean) {
  const flow = verifySignedValue<GoogleFlowState>(secret, PURPOSE, request.cookies[GOOGLE_STATE_COOKIE]);
  reply.clearCookie(GOOGLE_STATE_COOKIE, cookieOptions(secure));
  if (!flow || typeof flow.expiresAt !== 'number' || flow.expiresAt < Date.now()) return undefined;
  return flow;
}
