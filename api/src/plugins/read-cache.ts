import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { ReadCache, userScope } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Cached reads (lib/read-cache.ts): the shared scope (open jobs, totals, jobs' views, sessions)
     * is dropped whole by any request that may change jobs, proposals or people (changesCachedData);
     * a person's scope also when their notifications change. Access checks run on every request,
     * hit or miss: the cache holds data, never a decision about who may see it.
     */
    readCache: ReadCache;
    /**
     * Drops cached reads (everything, or one scope) here at once and in every other API process on
     * the same PostgreSQL; resolves once the others have been told.
     */
    forgetReads(scope?: string): Promise<void>;
  }
}

/**
 * How long an entry may live. Writes clear the cache at once, in this process and (through
 * PostgreSQL NOTIFY) in the others; the lifetime bounds how long a read may lag if a notification
 * is lost (the listening connection dropped).
 */
export const READ_CACHE_TTL_MS = 60_000;
const READ_CACHE_MAX_ENTRIES = 20_000;
/** The PostgreSQL channel the processes tell each other what to drop on. */
export const READ_CACHE_CHANNEL = 'freelane_read_cache';
const EVERYTHING = '*';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writes that change nothing cached (no person, job, proposal or contact): a busy chat must not
// keep emptying the cache. Named one by one, so a new write route clears by default. The
// notifications they create drop their recipient's scope instead (commands/notify-user.ts), as do
// the notification routes (routes/notification/notifications-changed.ts); notification
// preferences are never cached.
const UNRELATED_WRITES = [
  /^\/api\/v1\/message\/(sendMessage|markRead|deleteMessage|deleteConversation)\//,
  /^\/api\/v1\/notification\//,
];

/** `csrf: true` marks the GETs the spec made state-changing (Accept Work, Mark As Incomplete…). */
export function changesCachedData(
  request: Pick<FastifyRequest, 'method' | 'url'> & { routeOptions?: { config?: { csrf?: boolean } } },
): boolean {
  if (READ_METHODS.has(request.method) && request.routeOptions?.config?.csrf !== true) return false;
  if (!request.url.startsWith('/api/v1/')) return false;
  return !UNRELATED_WRITES.some((pattern) => pattern.test(request.url));
}

/**
 * LISTENs on READ_CACHE_CHANNEL with a connection of its own (a pooled one would be handed back),
 * reconnecting after a drop. While it is down nothing can be trusted: everything is dropped on
 * every reconnect, and the TTL bounds what a lost notification can leave behind.
 */
function listenToPeers(app: FastifyInstance, url: string, instance: string, onDrop: (scope: string) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [sender, scope] = (message.payload ?? '').split('|');
      if (sender !== instance && scope) onDrop(scope);
    });
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'read cache: the invalidation listener dropped; reconnecting');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${READ_CACHE_CHANNEL}`);
    client = next;
    onDrop(EVERYTHING); // what others wrote while this connection was down
  };
  return {
    start: connect,
    async stop() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

async function readCachePlugin(app: FastifyInstance) {
  const cache = new ReadCache({ ttlMs: READ_CACHE_TTL_MS, maxEntries: READ_CACHE_MAX_ENTRIES });
  app.decorate('readCache', cache);

  const drop = (scope: string) => (scope === EVERYTHING ? cache.clear() : cache.clearScope(scope));
  const pool = app.database.pool;
  const instance = randomUUID();
  app.decorate('forgetReads', async (scope: string = EVERYTHING) => {
    drop(scope);
    if (!pool) return; // the embedded database has a single process
    try {
      await pool.query('select pg_notify($1, $2)', [READ_CACHE_CHANNEL, `${instance}|${scope}`]);
    } catch (error) {
      app.log.warn({ err: error }, 'read cache: could not tell the other processes; their entries expire with the TTL');
    }
  });

  if (pool && app.config.databaseUrl) {
    const listener = listenToPeers(app, app.config.databaseUrl, instance, drop);
    await listener.start();
    app.addHook('onClose', () => listener.stop());
  }

  // onSend runs before the client can see the answer, so its next read can't hit an old entry;
  // failed writes clear too (cheap, and no need to know what a 4xx may have changed).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (changesCachedData(request)) await app.forgetReads();
    return payload;
  });
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['database'] });

/**
 * A read of the caller's own data (a dashboard, their notifications), cached in their scope under
 * the route and its validated input. Only for answers that depend on nothing but that input, the
 * caller and data whose writes drop the cache.
 */
export function ownRead<T>(request: FastifyRequest, userId: string, load: () => Promise<T>): Promise<T> {
  const key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
  return request.server.readCache.get(key, load, { scope: userScope(userId) });
}
