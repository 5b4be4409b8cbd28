import { z } from 'zod';

/** Browser navigation (not XHR) starts Google sign-in / sign-up; the callback lands on /google-success. */
export const GOOGLE_SIGN_IN_PATH = '/api/v1/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';
export const GOOGLE_SUCCESS_PATH = '/google-success';

/**
 * The `?next=` target after sign-in, only when it is a same-site path: it must start with one
 * '/' (not '//' or '/\\', which browsers treat as another host) and hold no control characters
 * (browsers strip tabs, so '/\t/evil' would become '//evil'). Anything else is ignored so a
 * crafted link cannot send a user off-site after they sign in.
 */
export function getSafeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, 'https://freelane.invalid');
    if (url.origin !== 'https://freelane.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * What /login may be told in its query: `verified` (the e-mail link), `google` (failed: the flow
 * broke; disabled: not configured) and `next` (only a same-site path: one leading '/').
 */
export const loginPageQuery = z.object({
  verified: z.enum(['1', 'expired', 'invalid']).optional().catch(undefined),
  google: z.enum(['failed', 'disabled']).optional().catch(undefined),
  next: z
    .string()
    .refine((value) => getSafeNextPath(value) !== null, 'Only same-site paths.')
    .optional()
    .catch(undefined),
});
export type LoginPageQuery = z.infer<typeof loginPageQuery>;
