import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Public, non-personal reads only (open-job totals, the public job list). Dropped whole by any
     * request that may change jobs, proposals or people (see changesCachedData).
     */
    readCache: ReadCache;
  }
}

/**
 * How long an entry may live. Writes in this process clear the cache at once; the lifetime only
 * bounds how long a total may lag behind a write made by another API process on the same
 * PostgreSQL (the embedded database has a single process).
 */
export const READ_CACHE_TTL_MS = 30_000;
const READ_CACHE_MAX_ENTRIES = 2_000;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Chat and notification calls never change jobs, proposals or profiles: a busy chat must not
// keep emptying the cache.
const UNRELATED_PREFIXES = ['/api/v1/message/', '/api/v1/notification/'];

export function changesCachedData(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (READ_METHODS.has(request.method)) return false;
  if (!request.url.startsWith('/api/v1/')) return false;
  return !UNRELATED_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache({ ttlMs: READ_CACHE_TTL_MS, maxEntries: READ_CACHE_MAX_ENTRIES });
  app.decorate('readCache', cache);
  // onSend runs before the client can see the answer, so its next read can't hit an old entry;
  // failed writes clear too (cheap, and no need to know what a 4xx may have changed).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (changesCachedData(request)) cache.clear();
    return payload;
  });
}

export default fp(readCachePlugin, { name: 'read-cache' });
