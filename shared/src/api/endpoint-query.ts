// The browser's RTK Query endpoints, derived from their definitions (contracts/endpoints, issue 35).
// Only plain modules here: a definition carries its method, path and cache kinds as data and its
// zod schemas behind `schemas()`, which nothing in the browser calls, so no zod reaches a page.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import { CLIENT_CACHE_KINDS, type ClientCacheKind } from '../contracts/cache-kinds';
import {
  pathOf,
  pathParamNames,
  type ArgsOf,
  type ChangesOf,
  type Endpoint,
  type ReadsOf,
  type ResponseOf,
} from '../contracts/endpoint';
import type { axiosBaseQuery, HttpError, HttpRequest } from './base-api';

type BaseQuery = typeof axiosBaseQuery;

/** A cache entry of one of the kinds a definition names: the whole kind, or one entry (`{ type: 'job', id }`). */
export type CacheTag<Kind extends string> = Kind | { type: Kind; id: string | number };
/** The tags an endpoint's client may provide: only of the kinds its definition reads. */
export type ReadTag<D> = CacheTag<Extract<ReadsOf<D>, ClientCacheKind>>;
/** The tags a write's client may drop: only of the kinds its definition changes. */
export type ChangeTag<D> = CacheTag<Extract<ChangesOf<D>, ClientCacheKind>>;

type Tags<Tag, Result, Arg> =
  | readonly Tag[]
  | ((result: NoInfer<Result> | undefined, error: HttpError | undefined, arg: NoInfer<Arg>) => readonly Tag[]);

/**
 * The request of one call: the path with its parameters filled in, a GET's other fields as its
 * query, a write's `body` as its body. A write's other fields are the caller's own (a job id the
 * tags need): they are not sent.
 */
export function requestOf<D extends Pick<Endpoint, 'method' | 'path'>>(definition: D, args: ArgsOf<D>): HttpRequest {
  const names = pathParamNames(definition.path);
  const values = (args ?? {}) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!names.includes(name) && name !== 'body' && value !== undefined) query[name] = value;
  }
  return {
    url: pathOf(definition, values),
    method: definition.method,
    ...('body' in values ? { data: values.body } : {}),
    ...(definition.method === 'GET' && Object.keys(query).length > 0 ? { params: query } : {}),
  };
}

/** The kinds a definition names that the browser caches, as whole-kind tags: the default when an endpoint gives no finer ones. */
const clientKinds = (kinds: readonly string[] | undefined) =>
  (kinds ?? []).filter((kind) => (CLIENT_CACHE_KINDS as readonly string[]).includes(kind));

interface Common<D, Arg> {
  /**
   * What the callers pass, when it is not the definition's own arguments (`ArgsOf<D>`): maps it
   * to them (`(jobId: string) => ({ jobId })`). Without it the hook takes the definition's arguments.
   */
  args?: (arg: Arg) => ArgsOf<D>;
  /** What this call adds to its request: an upload's progress callback and longer timeout. */
  request?: (arg: NoInfer<Arg>) => Pick<HttpRequest, 'onUploadProgress' | 'timeout' | 'headers'>;
}

/** What an area may add to a derived query: finer tags, a different shape for the callers, how long to keep it. */
export interface QueryOptions<D, Arg, Result> extends Common<D, Arg> {
  /** Entries with ids (a job's reviews), of the definition's `reads` kinds only; else the whole kinds. */
  providesTags?: Tags<ReadTag<D>, Result, Arg>;
  transformResponse?: (response: ResponseOf<D>, meta: unknown, arg: Arg) => Result;
  keepUnusedDataFor?: number;
}

/** What an area may add to a derived mutation: finer tags (of the definition's `changes` kinds only), an optimistic update. */
export interface MutationOptions<D, Arg, Result> extends Common<D, Arg> {
  invalidatesTags?: Tags<ChangeTag<D>, Result, Arg>;
  onQueryStarted?: (
    arg: NoInfer<Arg>,
    api: {
      // As RTK Query types it (any state, any extra): a thunk of the app's own state (a chat cache patch) is dispatched here.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      dispatch: ThunkDispatch<any, any, UnknownAction>;
      queryFulfilled: Promise<{ data: NoInfer<Result>; meta: unknown }>;
    },
  ) => Promise<void> | void;
}

const toArgs = <D, Arg>(options: Common<D, Arg>, arg: Arg) =>
  options.args ? options.args(arg) : (arg as unknown as ArgsOf<D>);

const requestFor = <D extends Endpoint, Arg>(definition: D, options: Common<D, Arg>, arg: Arg): HttpRequest => ({
  ...requestOf(definition, toArgs(options, arg)),
  ...options.request?.(arg),
});

/**
 * A GET endpoint from its definition: `getJobReviews: queryOf(build, reviewEndpoints.getJobReviews,
 * { args: (jobId: string) => ({ jobId }), providesTags: … })`. URL, method, argument and answer
 * types come from the definition; so do its tags (the `reads` kinds), unless finer ones are given.
 */
export function queryOf<TagTypes extends string, D extends Endpoint, Arg = ArgsOf<D>, Result = ResponseOf<D>>(
  build: EndpointBuilder<BaseQuery, TagTypes, 'api'>,
  definition: D,
  options: QueryOptions<D, Arg, Result> = {},
  // NoInfer: else the types are inferred from what injectEndpoints expects (any) before the definition.
): QueryDefinition<NoInfer<Arg>, BaseQuery, TagTypes, NoInfer<Result>, 'api'> {
  return build.query<Result, Arg>({
    query: (arg) => requestFor(definition, options, arg),
    providesTags: (options.providesTags ?? (() => clientKinds(definition.reads))) as never,
    ...(options.transformResponse ? { transformResponse: options.transformResponse as never } : {}),
    ...(options.keepUnusedDataFor !== undefined ? { keepUnusedDataFor: options.keepUnusedDataFor } : {}),
  });
}

/**
 * A write from its definition: `submitReview: mutationOf(build, reviewEndpoints.submitReview, {
 * invalidatesTags: … })`. Without finer tags it drops every entry of its `changes` kinds the
 * browser caches.
 */
export function mutationOf<TagTypes extends string, D extends Endpoint, Arg = ArgsOf<D>, Result = ResponseOf<D>>(
  build: EndpointBuilder<BaseQuery, TagTypes, 'api'>,
  definition: D,
  options: MutationOptions<D, Arg, Result> = {},
): MutationDefinition<NoInfer<Arg>, BaseQuery, TagTypes, NoInfer<Result>, 'api'> {
  return build.mutation<Result, Arg>({
    query: (arg) => requestFor(definition, options, arg),
    invalidatesTags: (options.invalidatesTags ?? (() => clientKinds(definition.changes))) as never,
    ...(options.onQueryStarted ? { onQueryStarted: options.onQueryStarted as never } : {}),
  });
}
