import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the processes tell each other when a committed write changed cached data. */
export const READ_CACHE_INVALIDATION = 'read-cache:invalidate';

/**
 * Several API processes on one PostgreSQL each keep a read cache: a committed write's tags reach
 * every other process over the socket.io adapter's channel, and the writer goes on (emits its
 * socket events, answers) only once each has dropped them (or after a timeout: the read cache's
 * TTL bounds what a process that missed them can show). Listens after the local read cache, so
 * this process has dropped them first.
 */
async function readCachePeersPlugin(app: FastifyInstance) {
  if (app.database.pool) {
    // What this process caches is only as fresh as the invalidations it hears. It hears none until
    // LISTEN is up (at start, and after a loss), and may have missed some while it was down: the
    // cache stays off meanwhile and starts empty when LISTEN is back (docs/decisions.md, issue 32).
    // A process that only was not waited for (it answered late: a busy moment) heard every
    // write all along, in order: its cache serves nothing meanwhile but keeps what it holds, and
    // serves it again when every peer waits for it. Emptied each time, the caches of processes
    // under load emptied about once a second and sent every read to the database, which made
    // the answers later still (docs/decisions.md, stop 78).
    app.readCache.pause();
    app.realtime.onPeerLink((state, { missed }) => {
      if (state === 'lost') {
        if (missed) app.readCache.pause();
        else app.readCache.suspend();
      } else app.readCache.resume({ keep: !missed });
    });
  }
  app.realtime.onPeerEvent(READ_CACHE_INVALIDATION, (changed) => {
    if (Array.isArray(changed))
      app.readCache.invalidate(changed.filter((tag): tag is string => typeof tag === 'string'));
  });
  app.changes.subscribe((changed) => app.realtime.tellPeers(READ_CACHE_INVALIDATION, changed));
}

export default fp(readCachePeersPlugin, { name: 'read-cache-peers', dependencies: ['read-cache', 'realtime'] });
