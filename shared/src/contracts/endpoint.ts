// An endpoint defined once (issue 35). No zod at run time here: the browser builds its endpoints
// from these definitions, and the schemas stay behind `schemas()`, which only the API calls.
import type { input, output, ZodType } from 'zod';
import type { CacheKind } from './cache-kinds';
import { API_BASE_PATH } from './http';
import type { Role } from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`'public'`), anyone signed in (`'signed-in'`, else 401), or
 * the listed roles (else 403). The API checks it before the handler runs; object-level rules (the
 * job's owner, a dispute's parties) stay in the handler's command.
 *
 * `'per-object'`: anyone may call, and the object asked for decides: its handler asks for a session
 * when the object needs one (a stored file: a photo is public, a resume is not, 401 without a
 * session). The API document says it needs a session, as its private objects do.
 */
export type Access =
  | 'public'
  | 'per-object'
  | 'signed-in'
  | {
      readonly roles: readonly Role[];
      /** What a signed-in caller of another role is told (with the role's own code, `CLIENT_ONLY`…); else a generic refusal. */
      readonly refusal?: string;
    };

/** A body the handler reads itself (multipart, or JSON or multipart): documented, not validated by the route. */
export interface FormSchemas {
  /** The JSON form, when the endpoint takes one. */
  json?: ZodType;
  /** The multipart form's text fields. */
  fields?: ZodType;
  /** Its file fields by name. */
  files: Readonly<Record<string, { description: string; multiple?: true }>>;
}

/** The zod contracts of one endpoint (the ones in contracts/*.ts). */
export interface EndpointSchemas {
  params?: ZodType;
  /** GET only: a write takes its input in the path and the body. */
  query?: ZodType;
  body?: ZodType;
  form?: FormSchemas;
  /**
   * The answers with a body, by status: the success (200 or 201), and any other the endpoint
   * documents (a 503 with the same body). The error envelope of every 4xx/5xx is added by the API.
   */
  response: Readonly<Partial<Record<number, ZodType>>>;
}

/** One endpoint as written in contracts/endpoints/<area>.ts. */
export interface EndpointFields<Area extends string = string> {
  method: HttpMethod;
  /** Below API_BASE_PATH, `:name` for a path parameter: `/review/job/:jobId`. */
  path: `/${Area}` | `/${Area}/${string}`;
  /** One line for the API document's readers (OpenAPI `summary`). */
  summary: string;
  access: Access;
  /** The cache kinds its answer is made of: the client's providesTags, the server's read tags. */
  reads?: readonly CacheKind[];
  /**
   * The cache kinds a call may change (every write says it, `[]` for none): the client drops
   * them (invalidatesTags) and the API fails a committed write of a kind not listed here.
   */
  changes?: readonly CacheKind[];
  /** The zod contracts, loaded on demand: `() => import('../reviews').then((c) => ({ … }))`. */
  schemas: () => Promise<NoInfer<EndpointSchemas>>;
}

/** A definition as `defineEndpoints` returns it: named (its key is its operationId) and placed in its area. */
export type Endpoint<Area extends string = string> = EndpointFields<Area> & {
  readonly operationId: string;
  readonly area: Area;
};

export type EndpointsOf<Area extends string, Defs extends Record<string, EndpointFields<Area>>> = {
  readonly [K in keyof Defs & string]: Defs[K] & { readonly operationId: K; readonly area: Area };
};

/**
 * An area's endpoints: `defineEndpoints('review', { getJobReviews: { method, path, … } })`. The key
 * is the endpoint's name everywhere: its OpenAPI operationId, its RTK Query endpoint (and so its
 * hook, `useGetJobReviewsQuery`), its handler's key on the API.
 */
export function defineEndpoints<const Area extends string, const Defs extends Record<string, EndpointFields<Area>>>(
  area: Area,
  definitions: Defs,
): EndpointsOf<Area, Defs> {
  const named: Record<string, Endpoint<Area>> = {};
  for (const [operationId, definition] of Object.entries(definitions)) {
    named[operationId] = { ...definition, operationId, area };
  }
  return named as EndpointsOf<Area, Defs>;
}

/**
 * An endpoint's `schemas`: the contracts module, loaded on demand, and what the endpoint uses of
 * it: `schemasFrom(() => import('../reviews'), (c) => ({ params: c.reviewJobParams, response: { 200: … } }))`.
 * The browser never calls it, so no schema (and no zod) reaches a page through a definition.
 */
export function schemasFrom<Module, const Schemas extends EndpointSchemas>(
  load: () => Promise<Module>,
  pick: (contracts: Module) => Schemas,
): () => Promise<Schemas> {
  return async () => pick(await load());
}

/** The path with each `:name` replaced by its value, encoded: `/review/job/2c3d…`. */
export function pathOf(definition: { path: string }, values: Readonly<Record<string, unknown>> = {}): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** The full URL path of a call (`/api/v1/review/job/2c3d…`), for callers outside the API client (fetch, links). */
export const urlOf = (definition: { path: string }, values?: Readonly<Record<string, unknown>>) =>
  `${API_BASE_PATH}${pathOf(definition, values)}`;

/** The names of the path's parameters, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** `METHOD /api/v1/…` as the API registers the route: the key of its authorization row. */
export const routeKeyOf = (definition: { method: string; path: string }) =>
  `${definition.method} ${API_BASE_PATH}${definition.path}`;

// ---- The types every side derives from a definition.

type SchemasOf<D> = D extends { schemas: () => Promise<infer S> } ? S : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type EmptyObject = Record<never, never>;

type Parsed<S, Key extends string> = S extends { [P in Key]: infer Z extends ZodType } ? output<Z> : EmptyObject;
type Sent<S, Key extends string> = S extends { [P in Key]: infer Z extends ZodType } ? input<Z> : EmptyObject;

/** What the handler gets, validated: the path parameters, the query, the body (unknown for a form the handler reads). */
export type ParamsOf<D> = Parsed<SchemasOf<D>, 'params'>;
export type QueryOf<D> = Parsed<SchemasOf<D>, 'query'>;
export type BodyOf<D> = SchemasOf<D> extends { body: infer Z extends ZodType } ? output<Z> : unknown;

type Answers<D> = SchemasOf<D> extends { response: infer R } ? R : never;
type SuccessStatus = 200 | 201 | 202 | 204;
/** What the handler returns (before the response schema strips it): any documented answer. */
export type ReplyOf<D> = {
  [K in keyof Answers<D>]: Answers<D>[K] extends ZodType ? input<Answers<D>[K]> : never;
}[keyof Answers<D>];
/** What a caller receives on success. */
export type ResponseOf<D> = {
  [K in keyof Answers<D>]: K extends SuccessStatus
    ? Answers<D>[K] extends ZodType
      ? output<Answers<D>[K]>
      : never
    : never;
}[keyof Answers<D>];

type BodyArg<S> = S extends { body: infer Z extends ZodType }
  ? { body: input<Z> }
  : S extends { form: infer F extends FormSchemas }
    ? { body: (F['json'] extends ZodType ? input<F['json']> : never) | FormData }
    : EmptyObject;
type CallArgs<S> = Simplify<Sent<S, 'params'> & Sent<S, 'query'> & BodyArg<S>>;
/**
 * A client's argument: the path parameters and the query fields side by side, and `body`
 * (`{ userId, page }`, `{ jobId, body }`); `void` when the endpoint takes nothing.
 */
export type ArgsOf<D> = keyof CallArgs<SchemasOf<D>> extends never ? void : CallArgs<SchemasOf<D>>;

/** The cache kinds a definition declares it reads / changes. */
export type ReadsOf<D> = D extends { reads: readonly (infer K)[] } ? K : never;
export type ChangesOf<D> = D extends { changes: readonly (infer K)[] } ? K : never;
