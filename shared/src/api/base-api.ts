import { buildCreateApi, coreModule, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { ClientCacheKind } from '../contracts/cache-kinds';
import { aheadAddress, takeAhead } from './data-ahead';
import { getHttpClient, isHttpClientError } from './http-client';

export interface HttpRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  /** Overrides the client's default timeout (large uploads need longer). */
  timeout?: number;
  /** Extra headers of this one call (a reset token as the bearer credential). */
  headers?: Record<string, string>;
}

/**
 * What a store made on the server passes its queries (the thunk's extra argument): the API's
 * origin on loopback and the headers of the page request it renders (the visitor's session
 * cookie), so a page rendered for someone reads their data, and only theirs.
 */
export interface ServerRequestContext {
  apiOrigin: string;
  headers: Record<string, string>;
}

/** RTK Query error shape: HTTP status (or 'FETCH_ERROR') plus the server's JSON body. */
export interface HttpError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR';
  data: { success?: false; message?: string } | undefined;
}

export const axiosBaseQuery: BaseQueryFn<HttpRequest, unknown, HttpError> = async (request, api) => {
  const server = api.extra as ServerRequestContext | undefined;
  // Rendered at build time there is no API to ask: the page shows what it shows while loading.
  if (!server && typeof window === 'undefined') return { error: { status: 'FETCH_ERROR', data: undefined } };
  // A plain GET a navigation already started (data-ahead.ts) is that answer.
  const plainGet = (request.method ?? 'GET').toUpperCase() === 'GET' && !request.headers;
  const address = plainGet && !server ? aheadAddress(request.url, request.params) : null;
  const early = address ? takeAhead(address) : undefined;
  const client = await getHttpClient();
  try {
    const result = await (early ??
      client.request({
        ...request,
        ...(server ? { baseURL: new URL(client.defaults.baseURL ?? '', server.apiOrigin).href } : {}),
        headers: { ...server?.headers, ...request.headers },
        signal: api.signal,
      }));
    return { data: result.data };
  } catch (error) {
    if (isHttpClientError(error)) {
      if (error.response)
        return { error: { status: error.response.status, data: error.response.data as HttpError['data'] } };
      return { error: { status: error.code === 'ECONNABORTED' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', data: undefined } };
    }
    throw error;
  }
};

/**
 * The cache tag types the shared core names (its endpoints, the socket's invalidations) or more
 * than one area uses. A type only one area uses is added by that area with
 * `baseApi.enhanceEndpoints({ addTagTypes })` (mf-jobs/src/api/jobs-api.ts), so it ships with the
 * area alone. Every tag type is a kind of the one cache vocabulary, front and back
 * (contracts/cache-kinds.ts): the names the API's read cache and the endpoint definitions use.
 */
export const TAG_TYPES = [
  'session',
  'blog',
  'user',
  'job',
  'applications',
  'notifications',
  'messages',
  'contacts',
  'briefs',
  'mentorship',
  'hiring-assistants',
  'reviews',
  'job-screening',
  'job-drafts',
] as const satisfies readonly ClientCacheKind[];

/**
 * On a server (a page rendered per request), a query hook starts its query while rendering (RTK
 * Query's way for server rendering): the renderer renders, waits for the queries, renders again
 * with their answers. In the browser hooks start queries in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
