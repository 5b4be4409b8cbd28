import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';

/**
 * What a handler gets: the validated path parameters, query and body of its definition, and, on an
 * endpoint that is not public, the caller (already signed in, with an allowed role: the access
 * check of the definition ran before it).
 */
export type HandlerContext<D> = {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
} & (D extends { access: 'public' } ? { user?: never } : { user: UserRow });

/**
 * A route handler: thin, as every route here (authorize with a command's object-level rule if any,
 * call a repository or command, present). It returns one of the definition's answers, or the reply
 * it sent itself (a file download).
 */
export type Handler<D> = (context: HandlerContext<D>) => Promise<ReplyOf<D> | FastifyReply>;

/** What only the server decides about a route: its rate limit, whether its answer may be cached publicly. */
export interface RouteOptions {
  rateLimit?: FastifyContextConfig['rateLimit'];
  /**
   * A check before anything else, the access step included: a pace shared with other routes (the
   * chat's send limit, `lib/rate-limits.ts`: `chatSendLimit`), which a per-route `rateLimit` cannot be.
   */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The answer is the same for everyone: its own Cache-Control stands (routes/index.ts). */
  cache?: 'public';
}

/**
 * One endpoint's implementation: its handler, or the handler with route options, or `create`,
 * which makes the handler once per app (for what it keeps, a metric say).
 */
export type Implementation<D> =
  | Handler<D>
  | (RouteOptions & { handler: Handler<D> })
  | (RouteOptions & { create: (app: FastifyInstance) => Handler<D> });

/** An area's handlers, one per definition: a definition without its handler does not compile. */
export type AreaHandlers<Defs> = { [K in keyof Defs]: Implementation<Defs[K]> };

export interface DefinedArea<Defs extends Record<string, Endpoint> = Record<string, Endpoint>> {
  definitions: Defs;
  handlers: AreaHandlers<Defs>;
}

/** Pairs an area's definitions with its handlers, typed against each other. */
export function defineHandlers<Defs extends Record<string, Endpoint>>(
  definitions: Defs,
  handlers: AreaHandlers<Defs>,
): DefinedArea<Defs> {
  return { definitions, handlers };
}
