import Fastify from 'fastify';
import app from './app';
import { ConfigError, loadConfig, trustProxyOption, type Config } from './config';
import { DatabaseLockedError } from './db/lock';
import { loggerOptions } from './lib/logger-options';
import { frameworkErrors } from './plugins/error-handler';
import { requestIdOptions } from './plugins/request-id';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      server.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
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
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
