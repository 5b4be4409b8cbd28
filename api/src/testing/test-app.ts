import Fastify, { type FastifyInstance } from 'fastify';
import app from '../app';
import type { Clock } from '../plugins/clock';
import { testConfig, trustProxyOption, type Config } from '../config';
import { frameworkErrors } from '../plugins/error-handler';
import { MemoryStorage } from '../storage/memory-storage';
import { MemoryOutbox } from './memory-outbox';

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
}

/** The real app, in process, on a fresh in-memory PGlite with the committed migrations. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const outbox = new MemoryOutbox();
  const storage = new MemoryStorage();
  const config = testConfig(options.config);
  // As server.ts does: which forwarded hops are believed decides every per-address rate limit.
  const instance = Fastify({ logger: false, pluginTimeout: 60_000, trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
  });
  await instance.register(app, {
    config,
    mailTransport: outbox.transport,
    storage,
    clock: options.clock,
  });
  await options.extend?.(instance);
  await instance.ready();
  return {
    app: instance,
    outbox,
    storage,
    secrets: new Set(),
    emails: new Set(),
    close: () => instance.close(),
  };
}
