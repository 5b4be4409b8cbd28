import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { contentSecurityPolicy } from 'helmet';
import type { Transport } from 'nodemailer';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { hmac } from './lib/tokens';
import authPlugin from './plugins/auth';
import buildInfoPlugin from './plugins/build-info';
import backupChannelPlugin from './plugins/backup-channel';
import clockPlugin, { type Clock } from './plugins/clock';
import csrfPlugin from './plugins/csrf';
import databasePlugin from './plugins/database';
import errorHandler from './plugins/error-handler';
import rejectNul from './plugins/reject-nul';
import requestIdPlugin from './plugins/request-id';
import frontendPlugin from './plugins/frontend';
import googleOidcPlugin from './plugins/google-oidc';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import pushPlugin from './plugins/push';
import rateLimitPlugin from './plugins/rate-limit';
import readCachePlugin from './plugins/read-cache';
import readinessPlugin from './plugins/readiness';
import readCachePeersPlugin from './plugins/read-cache-peers';
import realtimePlugin from './plugins/realtime';
import schedulerPlugin, { type JobQueueOptions } from './plugins/scheduler';
import seedPlugin from './plugins/seed';
import storagePlugin from './plugins/storage';
import routes, { collectApiRoutes } from './routes';
import type { FileStorage } from './storage/file-storage';
import { changesGoAhead } from './db/statement-priority';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** An open database owned by the caller (otherwise opened from config and closed with the app). */
  database?: Database;
  /** Tests: the dump an in-memory database starts from (testing/pglite-template.ts). */
  pgliteTemplate?: string;
  /** A nodemailer transport replacing SMTP / the outbox (tests read mail from it). */
  mailTransport?: Transport;
  /** Replaces the disk storage of uploads (tests keep files in memory). */
  storage?: FileStorage;
  /** Replaces the system clock (tests move time to reach deadlines). */
  clock?: Clock;
  /**
   * 'off': no timer or job queue starts the scheduled tasks (tests that run them by hand);
   * otherwise a timer on the embedded database, the job queue on PostgreSQL.
   */
  scheduling?: 'on' | 'off';
  /** The job queue's timings (tests make them short). */
  jobQueue?: JobQueueOptions;
}

/** The whole application as one plugin: external plugins → app plugins → routes. */
async function app(fastify: FastifyInstance, options: AppOptions) {
  const { config } = options;
  fastify.decorate('config', config);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  // First of the request's hooks, so that its other hooks' statements (the session's) are ahead too.
  fastify.addHook('onRequest', changesGoAhead);

  // External plugins
  // Signed cookies (the Google sign-in's flow state) use a key of their own, derived from the
  // session secret, so no other HMAC in the app can be replayed as a cookie signature.
  await fastify.register(fastifyCookie, { secret: hmac(config.sessionSecret, 'cookie-signing') });
  // The policy is applied by helmet's own middleware built once, not by @fastify/helmet: that plugin
  // builds helmet's whole middleware again on every request, and parsing this policy was most of
  // it, about 5 % of the API's CPU per request (docs/decisions.md, stop 81). @fastify/helmet keeps
  // the other headers (cheap to build).
  await fastify.register(fastifyHelmet, { contentSecurityPolicy: false, hsts: config.secureCookies });
  const applyContentSecurityPolicy = contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      // Module Federation loads remotes as same-origin scripts; antd injects inline styles.
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: config.secureCookies ? [] : null,
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => applyContentSecurityPolicy(request.raw, reply.raw, done));
  await fastify.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5 } });
  // The sign-up form may post urlencoded as well as JSON or multipart.
  await fastify.register(fastifyFormbody, { bodyLimit: 64 * 1024 });

  // App plugins
  await fastify.register(requestIdPlugin);
  await fastify.register(errorHandler);
  await fastify.register(rejectNul);
  await fastify.register(clockPlugin, { clock: options.clock });
  await fastify.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.pgliteDir,
    pgliteTemplate: options.pgliteTemplate,
    database: options.database,
  });
  // Issue 33: npm run backup asks this process for the embedded database's dump.
  await fastify.register(backupChannelPlugin);
  await fastify.register(readCachePlugin);
  // Early, so the plugins after it add their own metrics (mail, scheduler, rate limits, health).
  await fastify.register(metricsPlugin, { token: config.metricsToken, allow: config.metricsAllow });
  // Which build and schema this process serves, and whether a newer release has migrated the database.
  await fastify.register(buildInfoPlugin);
  // Early, so the plugins after it add the dependencies GET /api/v1/health/ready checks.
  await fastify.register(readinessPlugin);
  // After the database: on PostgreSQL the counters are shared by every process.
  await fastify.register(rateLimitPlugin);
  await fastify.register(mailPlugin, {
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir,
    logLinks: config.mailLogLinks,
    transport: options.mailTransport,
  });
  // Web Push to subscribed devices (issue 37): every stored notification passes through it.
  await fastify.register(pushPlugin);
  await fastify.register(storagePlugin, {
    uploadsDir: config.uploadsDir,
    objectStorage: config.objectStorage,
    storage: options.storage,
  });
  await fastify.register(authPlugin, { secureCookies: config.secureCookies });
  await fastify.register(googleOidcPlugin, { google: config.google, publicUrl: config.publicUrl });
  await fastify.register(csrfPlugin, { secret: config.sessionSecret, secureCookies: config.secureCookies });
  await fastify.register(realtimePlugin, {
    publicUrl: config.publicUrl,
    allowLocalhostOrigins: config.env !== 'production',
    presenceGraceMs: config.presenceGraceMs,
  });
  await fastify.register(readCachePeersPlugin);
  await fastify.register(schedulerPlugin, {
    mode: options.scheduling === 'off' ? 'off' : config.databaseUrl ? 'job-queue' : 'timer',
    jobQueue: options.jobQueue,
  });
  await fastify.register(seedPlugin, { seedDemo: config.seedDemo, admin: config.admin });

  // Routes (the API document collects them as they are added)
  await fastify.register(openapiPlugin);
  collectApiRoutes(fastify);
  await fastify.register(routes);
  await fastify.register(frontendPlugin, { deployDir: config.deployDir });
}

export default fp(app, { name: 'freelane-app' });
