import type { FastifyReply, FastifyRequest } from 'fastify';

export const GOOGLE_STATE_COOKIE = 'freelane_oidc';
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

/**
 * state, nonce and the PKCE verifier travel in a short-lived, HttpOnly cookie signed by
 * @fastify/cookie (app.ts gives it the signing key), so the browser carries them but cannot alter them.
 */
export function saveFlowState(reply: FastifyReply, secure: boolean, flow: Omit<GoogleFlowState, 'expiresAt'>) {
  const value = JSON.stringify({ ...flow, expiresAt: Date.now() + TTL_SECONDS * 1000 });
  reply.setCookie(GOOGLE_STATE_COOKIE, value, { ...cookieOptions(secure), maxAge: TTL_SECONDS, signed: true });
}

function parseFlow(signed: string | undefined, request: FastifyRequest): GoogleFlowState | undefined {
  if (!signed) return undefined;
  const { valid, value } = request.unsignCookie(signed);
  if (!valid || value === null) return undefined;
  try {
    return JSON.parse(value) as GoogleFlowState;
  } catch {
    return undefined;
  }
}

/** Reads and always clears it: each flow state is good for one callback. */
export function takeFlowState(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const flow = parseFlow(request.cookies[GOOGLE_STATE_COOKIE], request);
  reply.clearCookie(GOOGLE_STATE_COOKIE, cookieOptions(secure));
  if (!flow || typeof flow.expiresAt !== 'number' || flow.expiresAt < Date.now()) return undefined;
  return flow;
}
