import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  // Closing (a signal, or any other way): not ready from the first moment.
  app.addHook('preClose', async () => readiness.drain());
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['database'] });
