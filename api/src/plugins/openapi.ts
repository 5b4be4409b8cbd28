import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { API_BASE_PATH, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '@freelane/shared/contracts';
import { isCsrfChecked } from './csrf';
import { withExample, withPropertyExamples } from './openapi-examples';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a session (sign-up, log-in, public lists). Only the API document
     * reads it: every route still decides for itself who may call it (the authorization matrix
     * test checks the two agree).
     */
    public?: true;
    /**
     * The body of a route that validates it in its handler (multipart uploads, or JSON or multipart),
     * for the API document only.
     */
    documentedBody?: DocumentedBody;
  }
}

export interface DocumentedBody {
  /** The JSON form, when the route takes one. */
  json?: ZodType;
  /** The multipart form: its text fields, then its file fields by name. */
  multipart?: {
    fields?: ZodType;
    files: Record<string, { description: string; multiple?: true }>;
  };
}

/** The OpenAPI request body of a route that documents its body in `config.documentedBody`. */
function documentedRequestBody({ json, multipart }: DocumentedBody) {
  const content: Record<string, { schema: unknown }> = {};
  if (json) content['application/json'] = { schema: withExample(z.toJSONSchema(json, { io: 'input' })) };
  if (multipart) {
    const fields = multipart.fields ? (z.toJSONSchema(multipart.fields, { io: 'input' }) as JsonObject) : {};
    const files = Object.entries(multipart.files).map(([name, { description, multiple }]) => {
      const file = { type: 'string', format: 'binary', description };
      return [name, multiple ? { type: 'array', items: file, description } : file];
    });
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: { ...((fields.properties as JsonObject | undefined) ?? {}), ...Object.fromEntries(files) },
        required: (fields.required as string[] | undefined) ?? [],
      },
    };
  }
  return { content };
}

type JsonObject = Record<string, unknown>;

/**
 * Runs in the browser on /api/docs before each *Try it out* request: copies the anti-forgery cookie
 * into its header, as the app's own client does. Sent as source, so it must be self-contained and
 * the names are written out; a test checks they are still the contract's.
 */
export function copyCsrfCookieToHeader<T extends { headers?: Record<string, string> }>(request: T): T {
  const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie);
  if (match?.[1]) request.headers = { ...request.headers, 'X-XSRF-TOKEN': decodeURIComponent(match[1]) };
  return request;
}

/** Where the interactive reference and the machine-readable document are served. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** The tag of each area (the first path segment after /api/v1), as shown in the reference. */
const AREAS: Record<string, string> = {
  user: 'Accounts, profiles, talent, sessions and the newsletter.',
  auth: 'Google sign-in (browser redirects).',
  public: 'Settings the browser app reads before anyone signs in.',
  health: 'Liveness for load balancers and monitors.',
  blog: 'Blog posts (admins write, everyone reads).',
  files: 'Stored files: photos, resumes and the like, each served to whoever may read it.',
  job: 'Jobs and their lifecycle: post, hire, submit work, accept or send back.',
  application: 'Proposals to jobs.',
  message: 'Chat: conversations, messages, attachments and project briefs.',
  notification: 'The notification centre.',
  review: 'Reviews and ratings after a completed job (double-blind).',
  dispute: 'Disputes: sides, thread, settlement offers, escalation and admin decisions.',
  hiring: 'Hiring assistants: appointments, recommendations, shortlist, jobs drafted for clients.',
  screening: 'Screening packages and job screening.',
  admin: 'Admin overview and queues (admins only).',
};

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success.',
  201: 'Created.',
  302: 'A browser navigation: redirects to the page named in Location.',
  '4xx':
    'Refused: `message` says why, `code` names the case. 400 invalid input, 401 not signed in, 403 not ' +
    'allowed (or the anti-forgery header is missing), 404 not found or not yours, 409 not possible in ' +
    'the current state, 413/415 an upload refused, 429 too many requests (see Retry-After).',
  '5xx': 'Failed on our side. Nothing is explained; the error is logged. Try again later.',
};

const areaOf = (url: string) => url.slice(API_BASE_PATH.length + 1).split('/')[0] ?? '';

/** Who must be signed in, and whether the anti-forgery header is needed, as OpenAPI security. */
function securityOf(route: RouteOptions): Array<Record<string, string[]>> {
  const csrf = isCsrfChecked(route.method, route.config?.csrf);
  if (route.config?.public) return csrf ? [{ csrf: [] }] : [];
  return [csrf ? { session: [], csrf: [] } : { session: [] }];
}

const DESCRIPTION = `The API behind Freelane's browser app, generated from the same zod contracts that
validate every request and response.

**Sessions.** Sign in with \`POST ${API_BASE_PATH}/user/login\`: the answer sets the
\`${SESSION_COOKIE_NAME}\` cookie (HttpOnly). Routes marked with the *session* requirement answer 401
without it.

**Anti-forgery.** Every POST, PUT, PATCH and DELETE (and the few GETs that change something) must
send the \`${CSRF_HEADER_NAME}\` header with the value of the \`${CSRF_COOKIE_NAME}\` cookie, which
every response sets. This page does it for you when you use *Try it out*.

**Errors.** Every failure is \`{ "success": false, "message": "...", "code": "..." }\` with a 4xx or
5xx status. \`message\` is a sentence for people and may be reworded; \`code\` is stable, for
programs to branch on (listed in docs/api.md). A 404 on a private object means "not found or not
yours": the API never says which.

**Lists** that grow take \`page\` and \`limit\` and answer with \`pagination\` (\`page\`, \`limit\`, \`total\`, \`totalPages\`).`;

/**
 * OpenAPI 3.1 from the routes' zod schemas, served at /api/openapi.json and as an interactive
 * reference at /api/docs. Registered before the routes: @fastify/swagger collects them as they are
 * added.
 */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Freelane API', version: API_BASE_PATH.split('/v')[1] ?? '1', description: DESCRIPTION },
      // Client generators and Try it out need a server. `/` is the origin the document is served
      // from (OpenAPI resolves a relative server URL against it), so it is right on every
      // deployment, a developer's localhost included, without naming one (redocly's
      // no-server-example.com refuses localhost, which PUBLIC_URL is in development and tests).
      servers: [{ url: '/', description: 'The deployment this document is served from' }],
      tags: Object.entries(AREAS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'Set by a sign-in.' },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER_NAME,
            description: `The value of the ${CSRF_COOKIE_NAME} cookie.`,
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!url.startsWith(`${API_BASE_PATH}/`)) return { schema: { ...schema, hide: true }, url };
      const response = Object.fromEntries(
        Object.entries((schema?.response ?? {}) as Record<string, object>).map(([status, body]) => [
          status,
          { ...(withExample(body) as object), description: RESPONSE_DESCRIPTIONS[status] ?? 'Success.' },
        ]),
      );
      const examples = {
        ...(schema?.body ? { body: withExample(schema.body) } : {}),
        ...(input.route.config?.documentedBody
          ? { body: documentedRequestBody(input.route.config.documentedBody) }
          : {}),
        ...(schema?.params ? { params: withPropertyExamples(schema.params) } : {}),
        ...(schema?.querystring ? { querystring: withPropertyExamples(schema.querystring) } : {}),
      };
      return {
        // A prefix's own route ('/' under /api/v1/health) is served without the trailing slash.
        url: url.replace(/(.)\/$/, '$1'),
        schema: { ...schema, ...examples, response, tags: [areaOf(url)], security: securityOf(input.route) },
      };
    },
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: {
      deepLinking: true,
      displayRequestDuration: true,
      tryItOutEnabled: false,
      requestInterceptor: copyCsrfCookieToHeader,
    },
  });

  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
