import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';
import { tooManyRequests } from '../errors';
import { tooManyMessage } from '../lib/rate-limits';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are swept this often (each counter also restarts itself once expired). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * One atomic upsert per counted request: a counter that has expired restarts at 1 with a fresh
 * window, a live one counts up. Every process on the database shares the count.
 */
const INCR_SQL = `
  insert into rate_limit_counters as c (key, count, expires_at)
  values ($1, 1, now() + make_interval(secs => $2 / 1000.0))
  on conflict (key) do update set
    count = case when c.expires_at <= now() then 1 else c.count + 1 end,
    expires_at = case when c.expires_at <= now() then now() + make_interval(secs => $2 / 1000.0) else c.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::bigint as ttl`;

/**
 * A @fastify/rate-limit store on PostgreSQL (the store interface: `incr` and `child`). Keys are
 * prefixed per route or limiter, as the plugin's own stores keep them apart, so two limits never
 * share a counter by chance.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  // Limiters made by createRateLimit have no route: they are numbered in creation order, which is the
  // same in every process (routes register in one fixed order), so each keeps its own counters.
  let unnamed = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    // The plugin passes the route's window (ms) third; its types do not declare it.
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      pool
        .query<{ count: number; ttl: string }>(INCR_SQL, [this.prefix + key, timeWindow])
        .then(({ rows: [row] }) => callback(null, { current: row.count, ttl: Number(row.ttl) }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time this is the route's merged limit options, the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      unnamed += routeInfo?.url ? 0 : 1;
      const route = routeInfo?.url ? `${String(routeInfo.method)}${routeInfo.url}-` : `limiter${unnamed}-`;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}`);
    }
  };
}

/**
 * Rate limits (off by default; each route names its own). On the embedded database one process
 * counts in memory; on PostgreSQL every process counts in the shared `rate_limit_counters` table, so
 * running more processes gives an attacker no more attempts.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const pool = app.database.pool;
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(tooManyMessage(context.after)),
    ...(pool ? { store: postgresRateLimitStore(pool) } : {}),
  });
  if (!pool) return;
  const sweep = setInterval(() => {
    pool
      .query('delete from rate_limit_counters where expires_at < now()')
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['database'] });
