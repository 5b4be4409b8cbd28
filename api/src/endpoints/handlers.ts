import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';

/**
 * What a handler gets: the validated path parameters, query and body of its definition, and, on an
 * endpoint that is not public (nor per-object: its handler asks for the session itself), the caller
 * (already signed in, with an allowed role: the access check of the definition ran before it).
 */
export type HandlerContext<D> = {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
} & (D extends { access: 'public' | 'per-object' } ? { user?: never } : { user: UserRow });

/**
 * A route handler: thin, as every route here (authorize with a command's object-level rule if any,
 * call a repository or command, present). It returns one of the definition's answers, or the reply
 * it sent itself (a file download).
 */
export type Handler<D> = (context: HandlerContext<D>) => Promise<ReplyOf<D> | FastifyReply>;

/**
 * What only the server decides about a route: its rate limit, whether its answer may be cached
 * publicly, and the Fastify hooks it needs before its handler (a check before anything else runs).
 */
export interface RouteOptions {
  rateLimit?: FastifyContextConfig['rateLimit'];
  /**
   * Runs first, as the route's onRequest hook: a limit several routes share (`app.chatSendLimit`,
   * one counter for every chat send), which a route's own `rateLimit` cannot be; a coarser limit
   * that must refuse before the body is read (login's per-address one).
   */
  onRequest?: onRequestAsyncHookHandler;
  /** The answer is the same for everyone: its own Cache-Control stands (routes/index.ts). */
  cache?: 'public';
  /** Runs after parsing, before validation: a multipart form's text fields collected into the body. */
  preValidation?: preValidationAsyncHookHandler;
  /**
   * A public write whose proof is a signed token in its link (a mail's one-click unsubscribe, RFC
   * 8058): the mail client posts without cookies, so there is no session to forge a request for and
   * no CSRF token to send; the route is not CSRF-checked.
   */
  signedLink?: true;
}

/**
 * One endpoint's implementation: its handler, or the handler with route options, or `create`,
 * which makes the handler once per app (for what it keeps, a metric say), alone or with the route
 * options that need the app (a limiter made from it, a limit read from its config).
 */
export type Implementation<D> =
  | Handler<D>
  | (RouteOptions & { handler: Handler<D> })
  | (RouteOptions & { create: (app: FastifyInstance) => Handler<D> | (RouteOptions & { handler: Handler<D> }) });

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
