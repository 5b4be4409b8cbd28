import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { ping } from '../db/client';

/** One dependency the process needs to serve requests; it rejects (or throws) when it is not there. */
export type ReadinessCheck = () => Promise<void>;

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
  add(name: string, check: ReadinessCheck): void;
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
  const checks = new Map<string, ReadinessCheck>([['database', () => ping(app.db)]]);
  let draining = false;
  const readiness: Readiness = {
    add(name, check) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const names = [...checks.keys()];
      const results = await Promise.all(names.map((name) => withinTimeout(checks.get(name)!)));
      const byName = Object.fromEntries(names.map((name, i) => [name, results[i]]));
      return { ready: !draining && results.every((result) => result === 'ok'), draining, checks: byName };
    },
  };
  app.decorate('readiness', readiness);

  // The same checks as GET /api/v1/health/ready, at scrape time, so an alert sees what the load
  // balancer sees (and which check failed) without probing every machine itself.
  let lastReport: Promise<ReadinessReport> | null = null;
  const report = () => {
    // One run per scrape: the two gauges below share it.
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
  new Gauge({
    name: 'freelane_readiness_check_ok',
    help: 'Each readiness check of this process: 1 passing, 0 failing',
    labelNames: ['check'],
    registers: [app.metrics],
    async collect() {
      const { checks } = await report();
      this.reset();
      for (const [check, result] of Object.entries(checks)) this.set({ check }, result === 'ok' ? 1 : 0);
    },
  });
  // Closing (a signal, or any other way): not ready from the first moment.
  app.addHook('preClose', async () => readiness.drain());
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['database', 'metrics'] });
