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
    app.readCache.pause();
    app.realtime.onPeerLink((state) => (state === 'lost' ? app.readCache.pause() : app.readCache.resume()));
  }
  app.realtime.onPeerEvent(READ_CACHE_INVALIDATION, (changed) => {
    if (Array.isArray(changed))
      app.readCache.invalidate(changed.filter((tag): tag is string => typeof tag === 'string'));
  });
  app.changes.subscribe((changed) => app.realtime.tellPeers(READ_CACHE_INVALIDATION, changed));
}

export default fp(readCachePeersPlugin, { name: 'read-cache-peers', dependencies: ['read-cache', 'realtime'] });
