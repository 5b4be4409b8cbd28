import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden } from '../errors';
import { operatorAccess } from '../lib/operator-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus registry: plugins add their own metrics to it. */
    metrics: Registry;
    /**
     * A METRICS_TOKEN bearer or a peer METRICS_ALLOW names (lib/operator-access.ts): the one rule for
     * everything only operators read (/metrics, the readiness checks' details).
     */
    isOperator(request: FastifyRequest): boolean;
  }
}

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: lets a scraper in anywhere (`Authorization: Bearer <token>`). */
  token: string | undefined;
  /** METRICS_ALLOW: the peers let in without it. */
  allow: readonly string[];
}

/** A counter whose value is read from elsewhere at scrape time (the cache keeps its own counts). */
function observedCounter(registry: Registry, name: string, help: string, read: () => number) {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/**
 * GET /metrics in Prometheus' text format: request counts and latencies per route, rate-limit
 * refusals, the event loop and heap (prom-client's default metrics), the database pool, the read
 * cache and the open sockets; the mail outbox, the scheduler and the browsers' remote-load reports
 * add theirs (plugins/mail.ts, scheduler.ts, routes/public). Open to operators only: METRICS_ALLOW's
 * peers and METRICS_TOKEN's bearers.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  app.decorate('isOperator', operatorAccess({ token: options.token, allow: options.allow }));
  collectDefaultMetrics({ register: registry, prefix: 'freelane_' });

  const requests = new Histogram({
    name: 'freelane_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status: count and latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'freelane_rate_limit_refusals_total',
    help: 'Requests refused for going too fast (429), by route',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL (ids would make a series per job).
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  const cache = () => app.readCache.stats();
  observedCounter(registry, 'freelane_read_cache_hits_total', 'Reads answered from the read cache', () => cache().hits);
  observedCounter(registry, 'freelane_read_cache_misses_total', 'Reads that went to the database', () => cache().misses);
  observedCounter(registry, 'freelane_read_cache_drops_total', 'Cached entries dropped by committed writes', () => cache().drops);
  observedCounter(registry, 'freelane_read_cache_evictions_total', 'Cached entries dropped to stay within the memory bound', () => cache().evictions);
  new Gauge({
    name: 'freelane_read_cache_bytes',
    help: 'Approximate memory the read cache holds',
    registers: [registry],
    collect() {
      this.set(cache().bytes);
    },
  });
  new Gauge({
    name: 'freelane_read_cache_entries',
    help: 'Entries in the read cache',
    registers: [registry],
    collect() {
      this.set(cache().entries);
    },
  });

  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'freelane_db_pool_connections_in_use',
      help: 'PostgreSQL connections of this process running a statement',
      registers: [registry],
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'freelane_db_pool_waiting',
      help: 'Statements waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'freelane_sockets_connected',
    help: 'Socket.IO connections open on this process',
    registers: [registry],
    collect() {
      this.set(app.realtime.io.engine.clientsCount);
    },
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!app.isOperator(request)) {
      throw forbidden('Metrics are open to the addresses METRICS_ALLOW names, or with the metrics token.');
    }
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

// Registered before realtime (so the plugins after it can add metrics): the sockets are read at scrape time.
export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'read-cache'] });
