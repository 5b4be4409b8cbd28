import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { ping } from '../db/client';

/** One dependency the process needs to serve requests; it rejects (or throws) when it is not there. */
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessCheckOptions {
  /**
   * false: reported in the body and in `freelane_dependency_up`, but the process stays ready while
   * it fails (the file storage: pages, sign-in, chat and most of the API work without the bucket,
   * and every machine shares it, so failing readiness would take the whole site away).
   */
  critical?: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  /** Each check by name: 'ok', or why it failed. */
  checks: Record<string, string>;
}

export interface Readiness {
  /**
   * Adds a dependency to GET /api/v1/health/ready (the database is there from the start; the
   * socket adapter's LISTEN connection, the release registry and file storage add theirs).
   */
  add(name: string, check: ReadinessCheck, options?: ReadinessCheckOptions): void;
  /** From now on the process reports not ready (SIGTERM): load balancers stop sending it new work. */
  drain(): void;
  readonly draining: boolean;
  /** Runs every check at once, each cut off after READINESS_CHECK_TIMEOUT_MS. */
  report(): Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** A check that has not answered by then counts as failed: a probe must answer quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

async function withinTimeout(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'ok',
        (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function readinessPlugin(app: FastifyInstance) {
  const checks = new Map<string, { check: ReadinessCheck; critical: boolean }>([
    ['database', { check: () => ping(app.db), critical: true }],
  ]);
  let draining = false;
  const readiness: Readiness = {
    add(name, check, options = {}) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, { check, critical: options.critical ?? true });
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const entries = [...checks];
      const results = await Promise.all(entries.map(([, { check }]) => withinTimeout(check)));
      const byName = Object.fromEntries(entries.map(([name], i) => [name, results[i]]));
      const ready = !draining && entries.every(([, { critical }], i) => !critical || results[i] === 'ok');
      return { ready, draining, checks: byName };
    },
  };
  app.decorate('readiness', readiness);

  // The same checks as GET /api/v1/health/ready, at scrape time, so an alert sees what the load
  // balancer sees (and which check failed) without probing every machine itself.
  let lastReport: Promise<ReadinessReport> | null = null;
  const report = () => {
    // One run per scrape: both gauges share it.
    lastReport ??= readiness.report().finally(() => setImmediate(() => (lastReport = null)));
    return lastReport;
  };
  new Gauge({
    name: 'freelane_ready',
    help: 'Whether this process answers GET /api/v1/health/ready with 200 (0 while draining or a check fails)',
    registers: [app.metrics],
    async collect() {
      this.set((await report()).ready ? 1 : 0);
    },
  });
  // Closing (a signal, or any other way): not ready from the first moment.
  app.addHook('preClose', async () => readiness.drain());
  // Draining: every answer closes its connection, so clients and proxies reconnect (to another
  // process, once the balancer has moved) instead of reusing one this process is about to close.
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });

  // Every check readiness knows, as the scraper sees it (1: answering), read at scrape time;
  // `critical="false"` marks a dependency whose failure leaves the process ready (the bucket).
  new Gauge({
    name: 'freelane_dependency_up',
    help: 'Whether each dependency of this process answers (1) or not (0), as GET /api/v1/health/ready checks it',
    labelNames: ['dependency', 'critical'],
    registers: [app.metrics],
    async collect() {
      const { checks: results } = await report();
      this.reset();
      for (const [dependency, result] of Object.entries(results)) {
        this.set({ dependency, critical: String(checks.get(dependency)?.critical ?? true) }, result === 'ok' ? 1 : 0);
      }
    },
  });
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['database', 'metrics'] });
