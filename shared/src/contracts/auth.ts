import { getSafeNextPath } from './safe-path';

// A plain module (no zod): /login, the first page of the accounts area, reads its query with it.

/**
 * Google sign-in's callback (contracts/endpoints/auth.ts: a browser navigation, not XHR) lands on
 * /google-success.
 */
export const GOOGLE_SUCCESS_PATH = '/google-success';

export const LOGIN_VERIFIED_STATES = ['1', 'expired', 'invalid'] as const;
export const LOGIN_GOOGLE_STATES = ['failed', 'disabled'] as const;

/**
 * What /login may be told in its query: `verified` (the e-mail link), `google` (failed: the flow
 * broke; disabled: not configured) and `next` (only a same-site path: one leading '/').
 */
export interface LoginPageQuery {
  verified?: (typeof LOGIN_VERIFIED_STATES)[number];
  google?: (typeof LOGIN_GOOGLE_STATES)[number];
  next?: string;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly (string | undefined)[]).includes(value) ? (value as T) : undefined;
}

/** /login's query as it may be trusted: anything unknown or unsafe reads as absent. */
export function parseLoginPageQuery(query: Record<string, string | undefined>): LoginPageQuery {
  const { next } = query;
  return {
    verified: oneOf(LOGIN_VERIFIED_STATES, query.verified),
    google: oneOf(LOGIN_GOOGLE_STATES, query.google),
    next: next !== undefined && getSafeNextPath(next) !== null ? next : undefined,
  };
}
