import Fastify, { type FastifyInstance } from 'fastify';
import type { Transport } from 'nodemailer';
import app from '../app';
import type { Database } from '../db/client';
import type { Clock } from '../plugins/clock';
import type { JobQueueOptions } from '../plugins/scheduler';
import { testConfig, trustProxyOption, type Config } from '../config';
import { frameworkErrors } from '../plugins/error-handler';
import { requestIdOptions } from '../plugins/request-id';
import { MemoryStorage } from '../storage/memory-storage';
import { MemoryOutbox } from './memory-outbox';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/** Everything a test may need to assert that nothing secret ever leaves the server. */
export interface TestContext {
  app: FastifyInstance;
  outbox: MemoryOutbox;
  /** Uploaded files, in memory. */
  storage: MemoryStorage;
  /** Strings no response body may contain: session ids and verification tokens seen so far. */
  secrets: Set<string>;
  /** E-mail addresses of every account the test created. */
  emails: Set<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Adds routes before the app is ready (e.g. a route that fails on purpose). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** A controllable clock (testing/fake-clock.ts) for deadline rules; the system clock otherwise. */
  clock?: Clock;
  /**
   * Where mail goes: the memory outbox (default), another transport (e.g. one that fails for a
   * while), or 'outbox-folder' for the .eml files written without SMTP (config.mailOutboxDir).
   */
  mailTransport?: Transport | 'outbox-folder';
  /**
   * Whether a timer (embedded database) or the job queue (PostgreSQL) starts the scheduled tasks.
   * Default: on the embedded database, as in production; off on PostgreSQL, whose tests run the
   * tasks themselves at the moments they choose (the job queue's own test turns it on).
   */
  scheduling?: 'on' | 'off';
  jobQueue?: JobQueueOptions;
  /** Receives the app's log lines (JSON, level info and up); no logging otherwise. */
  logStream?: { write(line: string): void };
  /**
   * 'memory' (default): uploads in `ctx.storage`. 'configured': the disk or the bucket the config
   * names (`objectStorage`), as in production; `ctx.storage` then stays empty.
   */
  fileStorage?: 'memory' | 'configured';
  /** A database the test opened (and closes) itself, instead of a fresh in-memory one. */
  database?: Database;
}

/** The real app, in process, on a fresh in-memory PGlite with the committed migrations. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const outbox = new MemoryOutbox();
  const storage = new MemoryStorage();
  const config = testConfig(options.config);
  // As server.ts does: which forwarded hops are believed decides every per-address rate limit.
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
  // A fresh PGlite opens in a few seconds alone, but beside another test file on a busy 2-core machine
  // it has taken over a minute: a start that slow is not a failure of the code under test. A start
  // that never ends still fails, after 3 minutes.
  const instance = Fastify({ logger, pluginTimeout: 180_000, trustProxy: trustProxyOption(config.trustProxy),
    ...requestIdOptions(config.trustProxy),
    frameworkErrors,
  });
  await instance.register(app, {
    config,
    mailTransport: options.mailTransport === 'outbox-folder' ? undefined : (options.mailTransport ?? outbox.transport),
    storage: options.fileStorage === 'configured' ? undefined : storage,
    clock: options.clock,
    scheduling: options.scheduling ?? (config.databaseUrl ? 'off' : 'on'),
    jobQueue: options.jobQueue,
    database: options.database,
    pgliteTemplate: process.env[PGLITE_TEMPLATE_ENV] || undefined,
  });
  await options.extend?.(instance);
  await instance.ready();
  // The timer's catch-up run at start, done before the test begins: a test that runs a task itself
  // would otherwise share that task's work with it (plugins/scheduler.ts, idle).
  await instance.scheduler.idle();
  return {
    app: instance,
    outbox,
    storage,
    secrets: new Set(),
    emails: new Set(),
    close: () => instance.close(),
  };
}
