import { z } from 'zod';
import { getSafeNextPath } from './safe-path';

/** Browser navigation (not XHR) starts Google sign-in / sign-up; the callback lands on /google-success. */
export const GOOGLE_SIGN_IN_PATH = '/api/v1/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';
export const GOOGLE_SUCCESS_PATH = '/google-success';

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
