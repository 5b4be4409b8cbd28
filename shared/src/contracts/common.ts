import { z } from 'zod';

/** Every API answer carries `success`; failures add a human-readable `message`. */
export const successEnvelope = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * Every failure: a sentence for people and a stable `code` for programs (`JOB_NOT_FOUND`, `CSRF`,
 * `VALIDATION_FAILED`, …; the list is in docs/api.md). A message may be reworded; a code is not.
 */
export const errorResponse = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    /**
     * When the refusal is about fields of the body a form sent: each field's sentence, so the form
     * shows it under that field (issue 36). Absent when no single field is at fault.
     */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    examples: [{ success: false, message: 'This job does not exist.', code: 'JOB_NOT_FOUND' }],
  });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** API ids are exposed as `_id` strings (UUIDs in the database). */
export const objectId = z.string().uuid('Invalid id.');
/** The same check without zod, for a first screen (a route's id): common-values.ts. */
export { isObjectId } from './common-values';

export const idParams = z.object({ id: objectId });
export type IdParams = z.infer<typeof idParams>;

/** Server-side pagination for every list that grows. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const pageInfo = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

export { API_BASE_PATH, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from './http';

/**
 * The answer of a browser navigation (Google sign-in, an e-mail link): no body, a 302 to the page
 * named in Location.
 */
export const browserRedirectResponse = z.null();
