import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

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
 * Errors the router answers before any route runs (a malformed URL component, a path parameter over
 * the length limit): the same envelope as every other error, not Fastify's own JSON. Passed as the
 * `frameworkErrors` server option (server.ts, testing/test-app.ts).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send({ success: false, message: tooLong ? 'The address is too long.' : 'The address is malformed.' });
}

/** The one error handler: `{ success: false, message }` with a proper status; 5xx never explain. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ success: false, message: formatValidationMessage(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported type) are safe to show.
      return reply.status(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ success: false, message: INTERNAL_MESSAGE });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
