import type { Role } from '@freelane/shared/contracts';

/** A failure the client may see: status + a message written for people. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent with the answer (e.g. `Retry-After` on a 503). */
    readonly headers: Record<string, string> = {},
    /** The body fields at fault and what is wrong with each (the answer's `fields`: a form shows them there). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: Record<string, string>) =>
  new HttpError(400, code, message, {}, fields);
export const unauthorized = (
  message = 'Please log in to continue.',
  code = 'UNAUTHORIZED',
  fields?: Record<string, string>,
) => new HttpError(401, code, message, {}, fields);
export const forbidden = (message = 'You are not allowed to do this.', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Not found.', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, code = 'RATE_LIMITED') => new HttpError(429, code, message);

/** The 403 of a call only one role may make, with that role's code and the definition's own words. */
export const roleOnly = (message: string, role: Role) => forbidden(message, ROLE_ONLY[role]);
const ROLE_ONLY: Record<Role, string> = { client: 'CLIENT_ONLY', freelancer: 'FREELANCER_ONLY', admin: 'ADMIN_ONLY' };

export const CSRF_MESSAGE = 'Invalid or missing CSRF token. Reload the page and try again.';
