import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_BASE_PATH,
  isServerCacheKind,
  type Access,
  type Endpoint,
  type EndpointSchemas,
} from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { forbidden, roleOnly } from '../errors';
import { responses } from '../lib/responses';
import { requireRole, requireUser } from '../plugins/auth';
import type { DocumentedBody } from '../plugins/openapi';
import type { DefinedArea, Handler, Implementation, RouteOptions } from './handlers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition the route was registered from (contracts/endpoints/<area>.ts). */
    endpoint?: Endpoint;
  }
}

/**
 * The access step of every defined route, before its handler: 401 for nobody, 403 for a role not
 * listed (with the definition's own refusal and the role's code when it gives one: "Only clients
 * can post jobs.", `CLIENT_ONLY`); nothing for a public endpoint, nor for a per-object one (its
 * handler asks for the session when the object needs one).
 */
async function authorize(request: FastifyRequest, access: Access): Promise<UserRow | undefined> {
  if (access === 'public' || access === 'per-object') return undefined;
  if (access === 'signed-in') return requireUser(request);
  if (access.refusal === undefined) return requireRole(request, ...access.roles);
  const user = await requireUser(request);
  if (!user.role || !access.roles.includes(user.role)) {
    const [only] = access.roles;
    throw access.roles.length === 1 && only ? roleOnly(access.refusal, only) : forbidden(access.refusal);
  }
  return user;
}

/**
 * A GET that declares what it changes is a write the spec made a GET (Accept Work, a brief's
 * confirmation, marking a notification read): it has no HEAD twin that would change data too.
 */
const isWritingGet = (definition: Endpoint) => definition.method === 'GET' && definition.changes !== undefined;

/**
 * A signed-in writing GET is CSRF-checked like a POST, so a cross-site link or <img> cannot make it
 * with the caller's session. A public one is reached from another site by design (the e-mail's
 * verification link, the sign-in provider's redirect back) and carries its own proof: the link's
 * token, the OIDC state bound to this browser's cookie.
 */
const needsCsrf = (definition: Endpoint) => isWritingGet(definition) && definition.access !== 'public';

function split<D>(
  implementation: Implementation<D>,
  app: FastifyInstance,
): { handler: Handler<D>; options: RouteOptions } {
  if (typeof implementation === 'function') return { handler: implementation, options: {} };
  if ('create' in implementation) {
    const { create, ...options } = implementation;
    const created = create(app);
    if (typeof created === 'function') return { handler: created, options };
    const { handler, ...own } = created;
    return { handler, options: { ...options, ...own } };
  }
  const { handler, ...options } = implementation;
  return { handler, options };
}

/** The answer a handler's return value is sent with: the definition's success status (201 for a creation). */
function successStatus(response: EndpointSchemas['response']): number {
  const statuses = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length > 0 ? Math.min(...statuses) : 200;
}

function documentedBody(form: EndpointSchemas['form']): DocumentedBody | undefined {
  if (!form) return undefined;
  return { json: form.json, multipart: { fields: form.fields, files: form.files } };
}

/**
 * Registers every endpoint of an area under /api/v1/<area>, each from its definition: the schema
 * (params, query, body, answers with the error envelope, operationId and summary for the API
 * document), what it may change in the read cache (`config.changes`, the server's kinds of the
 * definition's `changes`), whether it is public, and the access check before the handler.
 */
export async function registerArea(app: FastifyInstance, area: string, { definitions, handlers }: DefinedArea) {
  const prefix = `/${area}`;
  await app.register(
    async (scope) => {
      for (const [name, definition] of Object.entries(definitions)) {
        const implementation = (handlers as Record<string, Implementation<Endpoint> | undefined>)[name];
        if (!implementation) throw new Error(`${definition.method} ${definition.path} has no handler`);
        if (!definition.path.startsWith(prefix)) throw new Error(`${definition.path} is not under ${prefix}`);
        const schemas = await definition.schemas();
        if (schemas.query && definition.method !== 'GET') {
          throw new Error(`${definition.method} ${definition.path}: a write takes its input in the path and the body`);
        }
        const { handler, options } = split(implementation, scope);
        const status = successStatus(schemas.response);
        const writingGet = isWritingGet(definition);
        scope.route({
          method: definition.method,
          url: definition.path.slice(prefix.length) || '/',
          ...(writingGet ? { exposeHeadRoute: false } : {}),
          ...(options.onRequest ? { onRequest: options.onRequest } : {}),
          ...(options.preValidation ? { preValidation: options.preValidation } : {}),
          schema: {
            operationId: definition.operationId,
            summary: definition.summary,
            ...(schemas.params ? { params: schemas.params } : {}),
            ...(schemas.query ? { querystring: schemas.query } : {}),
            ...(schemas.body ? { body: schemas.body } : {}),
            response: responses(schemas.response as Record<number, NonNullable<EndpointSchemas['response'][number]>>),
          },
          config: {
            endpoint: definition,
            ...(definition.changes ? { changes: definition.changes.filter(isServerCacheKind) } : {}),
            ...(definition.access === 'public' ? { public: true as const } : {}),
            ...(schemas.form ? { documentedBody: documentedBody(schemas.form) } : {}),
            ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
            ...(options.cache ? { cache: options.cache } : {}),
            ...(needsCsrf(definition) ? { csrf: true } : {}),
            // Only a public endpoint may be proven by its link alone (handlers.ts, signedLink).
            ...(options.signedLink && definition.access === 'public' ? { csrf: false } : {}),
          },
          handler: async (request, reply) => {
            const user = await authorize(request, definition.access);
            if (status !== 200) reply.code(status);
            return handler({
              app: scope,
              request,
              reply,
              user: user as UserRow,
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
            });
          },
        });
      }
    },
    { prefix: `${API_BASE_PATH}${prefix}` },
  );
}
