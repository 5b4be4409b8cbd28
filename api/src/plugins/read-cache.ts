import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPEN_JOBS_TEXT, kindOf, tags, type TagKind } from '../lib/cache-tags';
import { changingRequest } from '../lib/change-scope';
import { ReadCache, type ReadOptions } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Cached reads (lib/read-cache.ts). Each entry names the tags it was read from; committed writes
     * drop exactly the entries of the tags they changed (repositories report them to `app.changes`),
     * here at once and in every other API process (plugins/read-cache-peers.ts), before the writer
     * goes on. Access checks run on every request, hit or miss: the cache holds data, never a
     * decision about who may see it.
     */
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * The kinds of cached data a write route may change (lib/cache-tags.ts), `[]` for none: a
     * defined endpoint's `changes` (contracts/endpoints), set by the layer that registers it. Every write
     * route declares it (routes/cache-changes.test.ts); a committed write of an undeclared kind
     * during the request fails the request in tests and in development, and is logged in production.
     */
    changes?: readonly TagKind[];
  }
}

/**
 * How long an entry may live. Writes drop what they change at once, here and in the other
 * processes; the lifetime bounds what a process that missed an invalidation (its connection to
 * PostgreSQL down for a while) could show.
 */
export const READ_CACHE_TTL_MS = 5 * 60_000;
/**
 * Holds each committed write against what its route declared it changes. Outside production an
 * undeclared kind fails the write (and so the request, a 500): whoever adds a write sees it the
 * first time they try it, in a test or in `npm run dev`, not in a log nobody reads. In production
 * the write stands and the route is logged once: the people it serves must not pay for a missing
 * declaration, and the entries it changed were dropped anyway (every committed write's tags are).
 */
function checkDeclaredChanges(app: FastifyInstance) {
  const reported = new Set<string>();
  app.addHook('preValidation', (request, _reply, done) => {
    const declared = request.routeOptions.config.changes;
    changingRequest.run({ method: request.method, url: request.routeOptions.url ?? request.url, declared }, done);
  });
  app.changes.subscribe((changed) => {
    const running = changingRequest.getStore();
    if (!running) return;
    const undeclared = [...new Set(changed.map(kindOf))].filter((kind) => !running.declared?.includes(kind as TagKind));
    if (undeclared.length === 0) return;
    const route = `${running.method} ${running.url}`;
    const message = `${route} changed ${undeclared.join(', ')} but declares changes = [${running.declared?.join(', ') ?? ''}]`;
    if (app.config.env !== 'production') throw new Error(message);
    if (!reported.has(route)) app.log.error(message);
    reported.add(route);
  });
}

async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache({
    ttlMs: READ_CACHE_TTL_MS,
    maxBytes: app.config.readCacheBytes,
    containment: [OPEN_JOBS_TEXT],
  });
  app.decorate('readCache', cache);
  // First in line: the entries go before anything else hears of the write (the other processes
  // next: plugins/read-cache-peers.ts).
  app.changes.subscribe((changed) => void cache.invalidate(changed));
  checkDeclaredChanges(app);
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['database'] });

/**
 * A read of the caller's own data (a dashboard, their lists), cached under the route, its validated
 * input and the caller, and dropped with the rest of their own data (`own:<id>`) unless `options`
 * names what it depends on instead. `timeKey` names the period the answer depends on (a calendar
 * month, say).
 */
export function ownRead<T>(
  request: FastifyRequest,
  userId: string,
  load: () => Promise<T>,
  options: Partial<ReadOptions<T>> & { timeKey?: string } = {},
): Promise<T> {
  const key = `own:${userId}|${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}|${options.timeKey ?? ''}`;
  return request.server.readCache.get(key, load, {
    ...options,
    references: options.references ?? [tags.own(userId)],
  });
}
