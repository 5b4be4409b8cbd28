import Fastify from 'fastify';
import app from './app';
import { ConfigError, loadConfig, trustProxyOption, type Config } from './config';
import { DatabaseLockedError } from './db/lock';
import { loggerOptions } from './lib/logger-options';
import { frameworkErrors } from './plugins/error-handler';
import { requestIdOptions } from './plugins/request-id';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

/** What closing may take after the drain delay: requests in flight, sockets, the scheduler's run. */
const SHUTDOWN_GRACE_MS = 10_000;
const PARENT_WATCH_MS = 500;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    ...requestIdOptions(config.trustProxy),
    frameworkErrors,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The first start applies the migrations and writes the demo data, which takes what it takes
    // on a busy machine: no plugin may be cut off by a timer (the default is 10 s).
    pluginTimeout: 0,
  });

  try {
    await server.register(app, { config });
    await server.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    server.log.fatal({ err: error }, 'the server could not start');
    await server.close().catch(() => undefined);
    process.exit(1);
  }

  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [``, `Freelane is running on http://localhost:${port}  (public URL ${config.publicUrl})`];
  if (config.seedDemo) {
    lines.push('Demo accounts (e-mail / password):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.role?.padEnd(10)} ${account.email} / ${account.password}`);
  }
  if (!config.smtpUrl) lines.push(`Mail is written to ${config.mailOutboxDir} (set SMTP_URL to send it).`);
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  /**
   * Drain (issue 32): not ready from the first moment, so a balancer that probes readiness moves
   * traffic away, while everything else is served for SHUTDOWN_DELAY_S; then the listener closes,
   * requests in flight finish, sockets are told to reconnect elsewhere (realtime's preClose) and the
   * process exits 0. A second signal exits at once.
   */
  const shutdown = (reason: string) => {
    if (closing) {
      server.log.warn({ reason }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    const delayMs = config.shutdownDelayMs;
    server.log.info({ reason, delayMs }, 'shutting down: not ready from now on');
    server.readiness.drain();
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, delayMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    setTimeout(() => {
      server.log.info('no longer accepting connections; finishing the requests in flight');
      // Fastify closes the connections idle at this moment; one that finishes its in-flight request
      // afterwards would stay open on keep-alive and hold the close until the grace runs out.
      const idle = setInterval(() => server.server.closeIdleConnections(), 100);
      idle.unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    }, delayMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Started by npm start (scripts/start.mjs): if that process dies, nobody is left to relay a
  // signal, and this one would serve on as an orphan. Its parent changes then (re-parented).
  if (config.parentPid !== undefined) {
    const parentPid = config.parentPid;
    const watch = setInterval(() => {
      if (process.ppid === parentPid) return;
      clearInterval(watch);
      shutdown(`the parent process ${parentPid} is gone`);
    }, PARENT_WATCH_MS);
    watch.unref();
  }
}

void main();
