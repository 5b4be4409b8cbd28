import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
/**
 * What a client is told to wait before trying again while the database is unreachable: the pool
 * reconnects as soon as it answers again, so a retry a few seconds later usually succeeds.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

/** Contract messages are sentences ("Password must be ..."); zod's defaults get the field name. */
export function formatValidationMessage(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'is invalid';
      if (/^[A-Z].*\.$/.test(message)) return message;
      if (!field) return `The request ${context ?? 'data'} is missing or malformed.`;
      return `${field}: ${message}.`;
    })
    .join(' ');
}

/**
 * The body fields a validation failure is about, each with its first sentence (issue 36: a form
 * shows it under the field). Only top-level body fields: a form has no nested ones to show it at.
 */
export function validationFields(
  issues: ValidationIssue[],
  context: string | undefined,
): Record<string, string> | undefined {
  if (context !== 'body') return undefined;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').split('/');
    if (path.length !== 1 || !path[0] || fields[path[0]]) continue;
    const message = issue.message ?? 'is invalid';
    fields[path[0]] = /^[A-Z].*\.$/.test(message) ? message : `${path[0]}: ${message}.`;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Errors the router answers before any route runs (a malformed URL component, a path parameter over
 * the length limit): the same envelope as every other error, not Fastify's own JSON. Passed as the
 * `frameworkErrors` server option (server.ts, testing/test-app.ts).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send(
      tooLong
        ? { success: false, message: 'The address is too long.', code: 'URL_TOO_LONG' }
        : { success: false, message: 'The address is malformed.', code: 'MALFORMED_URL' },
    );
}

/**
 * Fastify's own client errors under our stable names (its FST_… codes are internal to Fastify and
 * change between majors); anything unlisted is named after its status.
 */
const FASTIFY_CLIENT_ERROR_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_CHARSET: 'UNSUPPORTED_MEDIA_TYPE',
};
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
const clientErrorCode = (error: FastifyError, status: number) =>
  FASTIFY_CLIENT_ERROR_CODES[error.code] ?? STATUS_CODES[status] ?? 'BAD_REQUEST';

/** The one error handler: `{ success: false, message, code }` with a proper status; 5xx never explain. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({
          success: false,
          message: error.message,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation, error.validationContext);
      return reply.status(400).send({
        success: false,
        message: formatValidationMessage(error.validation, error.validationContext),
        code: 'VALIDATION_FAILED',
        ...(fields ? { fields } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported type) are safe to show.
      return reply
        .status(status)
        .send({ success: false, message: error.message, code: clientErrorCode(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      // Every route, hook and dependency that reaches the database fails here the same way: 503 with
      // a wait, which a load balancer or a client retries, rather than an internal error.
      request.log.warn({ database: describeUnavailable(error) }, 'request failed: the database is unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ success: false, message: INTERNAL_MESSAGE, code: 'INTERNAL_ERROR' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
