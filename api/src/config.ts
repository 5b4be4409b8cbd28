import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { currencyCode, DEFAULT_CURRENCY } from '@freelane/shared/contracts';
import { REPO_ROOT } from './paths';
import {
  generateVapidKeyPair,
  isVapidPrivateKey,
  isVapidPublicKey,
  isVapidSubject,
  readOrCreateVapidKeys,
  type VapidKeys,
} from './push/vapid-keys';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), hint)
      .optional(),
  );
/**
 * TRUST_PROXY: `0` (default), a hop count (`1` = the one reverse proxy in front; `true`/`yes`/`on`
 * read as 1), or proxy addresses / CIDRs separated by commas.
 */
const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): false | number | string => {
      const v = (value ?? '0').trim().toLowerCase();
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      if (['true', 'yes', 'on'].includes(v)) return 1;
      if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
      const entries = v.split(',').map((entry) => entry.trim());
      const valid = entries.every((entry) => {
        const [address, bits, extra] = entry.split('/');
        const version = isIP(address ?? '');
        if (version === 0 || extra !== undefined) return false;
        return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
      });
      if (!valid) {
        context.addIssue({
          code: 'custom',
          message: 'must be 0, a number of proxy hops, or proxy addresses / CIDRs separated by commas',
        });
        return z.NEVER;
      }
      return entries.join(',');
    }),
);

const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
        message: 'must be 1/0, true/false, yes/no or on/off',
      })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v))),
  );

/**
 * S3-compatible object storage (issue 27): with S3_BUCKET set, uploads and released bundles live in
 * the bucket, so several machines share them. Read by the server and by the release scripts.
 */
const objectStorageEnv = {
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag(false),
};

type ObjectStorageEnv = z.infer<z.ZodObject<typeof objectStorageEnv>>;

function refineObjectStorage(env: ObjectStorageEnv, ctx: z.RefinementCtx) {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ variables are set' });
  }
}

/** Where the bucket is and how to reach it; credentials unset → the SDK's chain (instance role, …). */
export interface ObjectStorageSettings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name: MinIO, moto and most self-hosted stores need it. */
  forcePathStyle: boolean;
}

function objectStorageSettings(e: ObjectStorageEnv): ObjectStorageSettings | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Environment variables (architecture §6). All optional; each bad value is reported by name. */
const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(8080)),
    DATA_DIR: optionalString,
    DEPLOY_DIR: optionalString,
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// or postgresql:// URL'),
    PUBLIC_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
    MAIL_OUTBOX: flag(false),
    MAIL_OUTBOX_DIR: optionalString,
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Freelane <no-reply@freelane.local>')),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
    COMMUNITY_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'must be an http(s) URL or a site path')
        .default('/coming-soon'),
    ),
    CURRENCY: z.preprocess(emptyToUndefined, currencyCode.default(DEFAULT_CURRENCY)),
    ADMIN_EMAIL: z.preprocess(
      emptyToUndefined,
      z.string().trim().toLowerCase().email('must be an e-mail address').optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: flag(false),
    TRUST_PROXY: trustProxySetting,
    SIGNUPS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(10)),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    READ_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(65_536).default(64)),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(10)),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    SHUTDOWN_DELAY_S: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: 'must be a number of seconds' }).min(0).max(300).optional(),
    ),
    FREELANE_PARENT_PID: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: 'must be a process id' }).int().min(1).optional(),
    ),
    METRICS_ALLOW: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
        .refine((entries) => entries.every(isAddressOrCidr), 'must be IP addresses or CIDRs, comma separated')
        .optional(),
    ),
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z.string().refine(isVapidPublicKey, 'must be a base64url P-256 public key (65 bytes)').optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z.string().refine(isVapidPrivateKey, 'must be a base64url P-256 private key (32 bytes)').optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z.string().refine(isVapidSubject, 'must be a mailto: or https: URL').optional(),
    ),
    PUSH_INSECURE_ENDPOINTS: flag(false),
    ...objectStorageEnv,
  })
  .superRefine((env, ctx) => {
    refineObjectStorage(env, ctx);
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (one key pair)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

/**
 * Every variable the server's configuration reads: the README's table and .env.example list each
 * (config-docs.test.ts).
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  deployDir: string;
  /** Uploaded files (profile photos, resumes): `dataDir/uploads`, unless `objectStorage` is set. */
  uploadsDir: string;
  /** S3_BUCKET and its settings: uploads and released bundles go to the bucket. */
  objectStorage: ObjectStorageSettings | undefined;
  /** `undefined` → embedded PGlite in `dataDir/pglite`; `'memory'` → in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  pgliteDir: string | 'memory';
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailOutboxDir: string;
  /**
   * Without SMTP: whether the outbox mailer prints each mail's links to the log. Only when the site
   * is local, a loopback HOST and PUBLIC_URL (a developer's machine): elsewhere the log would hold
   * working reset links.
   */
  mailLogLinks: boolean;
  mailFrom: string;
  sessionSecret: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  communityUrl: string;
  /** The one currency every amount is in (ISO 4217, CURRENCY; default USD). */
  currency: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /**
   * Which X-Forwarded-For hops to believe: false (none), a number of proxy hops in front of the
   * server, or a comma-separated list of proxy addresses / CIDRs. Never "all": a client could then
   * prepend addresses of its own and get a fresh rate-limit budget per request.
   */
  trustProxy: false | number | string;
  /** Sign-ups one client address may make per 10 minutes (raised by the e2e suite, which signs up dozens). */
  signupsPerAddress: number;
  logLevel: string;
  /** The memory the read cache may take, in bytes (READ_CACHE_MB; 0 turns caching off). */
  readCacheBytes: number;
  /** Connections each process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Lets a scraper read /metrics and the readiness details (`Authorization: Bearer …`). */
  metricsToken: string | undefined;
  /**
   * The peers (TCP addresses, never a header) that may read /metrics and the readiness details
   * without the token: METRICS_ALLOW, addresses and CIDRs. Unset: loopback on a developer's
   * machine (a local site, no proxy), nobody elsewhere.
   */
  metricsAllow: string[];
  /**
   * How long a user's last socket may be gone before their contacts see them offline (a page
   * reload reconnects well within it, so presence does not flicker). 0 in tests.
   */
  presenceGraceMs: number;
  /**
   * After SIGTERM, how long the process answers readiness 503 while serving everything else, so a
   * load balancer moves traffic away before it stops accepting (SHUTDOWN_DELAY_S; issue 32).
   */
  shutdownDelayMs: number;
  /**
   * The process that started this one (`npm start`'s scripts/start.mjs, FREELANE_PARENT_PID): when
   * it is gone, this process drains and exits like on SIGTERM, so no server is left orphaned.
   */
  parentPid: number | undefined;
  /** Web Push (issue 37): the VAPID key pair and subject, and whether http://127.0.0.1 endpoints pass (tests only). */
  push: { vapid: VapidKeys; insecureEndpoints: boolean };
}

/** Addresses only this machine can reach: the published demo passwords are safe only there. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** An IPv4 or IPv6 address, or one with a prefix length (10.0.0.0/8, 2001:db8::/32). */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A URL whose host is this machine (localhost, 127.0.0.0/8, [::1]): nobody else follows its links. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops" (what Fastify does
 * with a number at run time, which its types do not admit).
 */
export function trustProxyOption(
  setting: Config['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads, validates and resolves the configuration. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SEED_DEMO && !LOOPBACK_HOSTS.has(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration:\n  SEED_DEMO: the demo accounts' passwords are published (the admin's included), so the demo ` +
        `is served on this machine only; HOST=${e.HOST} lets other machines in. Use HOST=127.0.0.1, or SEED_DEMO=0 ` +
        `with ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  }
  // Several processes on one PostgreSQL must share the secret: one that each makes for itself
  // refuses every other process's anti-forgery tokens.
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_SECRET: required with DATABASE_URL (every API process on one database must sign ` +
        `with the same secret). Set SESSION_SECRET to the same random value, at least 32 characters, on every process ` +
        `(e.g. openssl rand -hex 32).`,
    );
  }
  // Browsers subscribe with the public key: a pair each process makes for itself would make every
  // subscription taken through one machine undeliverable from the others.
  if (e.DATABASE_URL && !e.VAPID_PUBLIC_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL (every API process on ` +
        `one database must send Web Push with the same key pair). Generate one pair (npx web-push generate-vapid-keys) ` +
        `and set both, with VAPID_SUBJECT, on every process.`,
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // The site is local only when both where it listens and where its visitors reach it are this
  // machine: behind a proxy (HOST=127.0.0.1, PUBLIC_URL public) the log would hold working links.
  const siteIsLocal = LOOPBACK_HOSTS.has(e.HOST) && isLoopbackUrl(publicUrl);
  if (!e.SMTP_URL && !siteIsLocal && !e.MAIL_OUTBOX) {
    const where = LOOPBACK_HOSTS.has(e.HOST)
      ? `PUBLIC_URL=${publicUrl} is not on this machine`
      : `HOST=${e.HOST} lets other machines in`;
    throw new ConfigError(
      `Invalid configuration:\n  SMTP_URL: not set, and ${where}, so mail (password resets ` +
        `included) would only be written to files on this machine. Set SMTP_URL, or MAIL_OUTBOX=1 to keep the outbox ` +
        `folder on purpose (its links are then never printed to the log).`,
    );
  }
  // Unset: <repo>/data whatever the working directory (npm start at the root, npm start -w api).
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    deployDir: e.DEPLOY_DIR ? path.resolve(cwd, e.DEPLOY_DIR) : path.join(REPO_ROOT, 'deploy'),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    objectStorage: objectStorageSettings(e),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailOutboxDir: e.MAIL_OUTBOX_DIR ? path.resolve(cwd, e.MAIL_OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    mailLogLinks: !e.SMTP_URL && siteIsLocal,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET && e.GOOGLE_ISSUER_URL
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : undefined,
    communityUrl: e.COMMUNITY_URL,
    currency: e.CURRENCY,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    signupsPerAddress: e.SIGNUPS_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metricsToken: e.METRICS_TOKEN,
    // Only a developer's own machine gets a default: behind a proxy every visitor can be a loopback peer.
    metricsAllow: e.METRICS_ALLOW ?? (siteIsLocal && e.TRUST_PROXY === false ? ['127.0.0.1', '::1'] : []),
    presenceGraceMs: 2000,
    // A balancer that probes readiness reaches this process from another machine, which a loopback
    // HOST does not let in: there (npm start on a laptop, behind a proxy on the same machine, which
    // retries a refused connection on another upstream) waiting would only slow every stop down.
    shutdownDelayMs: Math.round((e.SHUTDOWN_DELAY_S ?? (LOOPBACK_HOSTS.has(e.HOST) ? 0 : 5)) * 1000),
    parentPid: e.FREELANE_PARENT_PID,
    push: {
      vapid: {
        ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : readOrCreateVapidKeys(dataDir)),
        subject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl, e.MAIL_FROM),
      },
      insecureEndpoints: e.PUSH_INSECURE_ENDPOINTS,
    },
  };
}

/** The site itself when it is on https, else the sender address mail goes out from. */
function defaultVapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** What the release scripts need (npm run release / rollback / versions / build): no secret is made. */
export interface ReleaseConfig {
  deployDir: string;
  databaseUrl: string | undefined;
  objectStorage: ObjectStorageSettings | undefined;
}

const releaseEnvSchema = z
  .object({
    DEPLOY_DIR: optionalString,
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// or postgresql:// URL'),
    ...objectStorageEnv,
  })
  .superRefine(refineObjectStorage);

export function loadReleaseConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ReleaseConfig {
  const parsed = releaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    deployDir: e.DEPLOY_DIR ? path.resolve(cwd, e.DEPLOY_DIR) : path.join(REPO_ROOT, 'deploy'),
    databaseUrl: e.DATABASE_URL,
    objectStorage: objectStorageSettings(e),
  };
}

/**
 * What npm run backup / restore / held-mail need (issue 33): where the data is. Nothing is created,
 * no secret made: a restore's target folder must stay empty until it writes there.
 */
export interface BackupConfig extends ReleaseConfig {
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
}

export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): BackupConfig {
  const release = loadReleaseConfig(env, cwd);
  const dataDir = emptyToUndefined(env.DATA_DIR) ? path.resolve(cwd, String(env.DATA_DIR)) : path.join(REPO_ROOT, 'data');
  return { ...release, dataDir, pgliteDir: path.join(dataDir, 'pglite'), uploadsDir: path.join(dataDir, 'uploads') };
}

/** A secret that survives restarts (so sessions' CSRF tokens stay valid) without any setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, exactly one writes and both read the same secret.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_SECRET: ${file} holds fewer than 32 characters; delete it or set SESSION_SECRET`,
    );
  }
  return secret;
}

/** Configuration for in-process tests: in-memory database, no files written except the given dirs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent-test-data-dir',
    deployDir: '/nonexistent-test-deploy-dir',
    databaseUrl: undefined,
    pgliteDir: 'memory',
    uploadsDir: '/nonexistent-test-uploads',
    objectStorage: undefined,
    publicUrl: 'http://localhost:8080',
    secureCookies: false,
    smtpUrl: undefined,
    mailOutboxDir: '/nonexistent-test-outbox',
    mailLogLinks: false,
    mailFrom: 'Freelane <no-reply@freelane.local>',
    sessionSecret: randomBytes(32).toString('hex'),
    google: undefined,
    communityUrl: 'https://community.example.test/freelane',
    currency: 'USD',
    admin: undefined,
    seedDemo: false,
    trustProxy: false,
    signupsPerAddress: 10,
    logLevel: 'silent',
    readCacheBytes: 64 * 1024 * 1024,
    databasePoolSize: 10,
    metricsToken: undefined,
    // Tests scrape from loopback, as a developer's machine does.
    metricsAllow: ['127.0.0.1', '::1'],
    presenceGraceMs: 0,
    shutdownDelayMs: 0,
    parentPid: undefined,
    push: {
      vapid: { ...generateVapidKeyPair(), subject: 'mailto:no-reply@freelane.local' },
      insecureEndpoints: false,
    },
    ...overrides,
  };
}
