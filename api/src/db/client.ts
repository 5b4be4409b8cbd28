import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock';
import { migratePostgres, pgliteTarget, runMigrations, type MigrationLog } from './migrations';
import { PgliteThread } from './pglite-thread';
import type { PgliteSnapshot } from './pglite-snapshot';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`; it is a `Db` too, so repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set with PostgreSQL: the socket.io adapter shares it. */
  pool: pg.Pool | undefined;
  /** Set on the embedded database: PGlite's own dump of it, for the backup (issue 33). */
  snapshot?: (queries: readonly string[]) => Promise<PgliteSnapshot>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps (10 unless given). */
  poolSize?: number;
  /** Directory of the embedded database, or 'memory' for a throw-away one (tests). */
  pgliteDir: string | 'memory';
  /**
   * A dump a throw-away ('memory') database starts from instead of an empty one: the API test
   * runner's template, the committed migrations already applied (testing/pglite-template.ts). The
   * migrations still run over it, so a template older than the code only costs time.
   */
  pgliteTemplate?: string;
  /**
   * Told of every PostgreSQL connection that failed outside a statement (an idle connection cut by
   * a restart, a failover, `pg_terminate_backend`, a proxy's idle timeout). The pool has already
   * dropped it and opens a fresh one on the next statement; this is for the log.
   */
  onConnectionError?: (error: Error) => void;
  /** Where the migrations say what they applied (nowhere unless given). */
  migrationLog?: MigrationLog;
}

/** Opens the database and applies the committed migrations (db/migrations.ts). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.onConnectionError ?? (() => undefined),
      options.migrationLog,
    );
  }
  return openPglite(options.pgliteDir, options.migrationLog, options.pgliteTemplate);
}

/** The part of drizzle's PGlite session and of its statements that passPreparedNames touches. */
interface PreparingSession {
  prepareQuery(
    query: unknown,
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ): {
    queryConfig: object;
    rawQueryConfig: object;
  };
}

/**
 * drizzle's PGlite driver drops the name `.prepare(name)` gives a statement (its node-postgres driver
 * sends it): this hands it on to the database's thread as `prepared`, so the embedded database keeps
 * the statement and its plan as PostgreSQL does (db/pglite-statements.ts). Statements built in a
 * transaction are never prepared by name, so the session of `db` is the only one to wrap.
 */
function passPreparedNames(db: object) {
  const session = (db as { session: PreparingSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const statement = prepareQuery(query, fields, name, ...rest);
    if (name) {
      statement.queryConfig = { ...statement.queryConfig, prepared: true };
      statement.rawQueryConfig = { ...statement.rawQueryConfig, prepared: true };
    }
    return statement;
  };
}

async function openPglite(dir: string | 'memory', migrationLog?: MigrationLog, template?: string): Promise<Database> {
  const release = dir === 'memory' ? () => undefined : acquireDirectoryLock(dir);
  let client: PgliteThread | undefined;
  try {
    client = await PgliteThread.open(dir, template);
    const db = drizzlePglite({ client: client.asClient(), schema, casing: 'snake_case' });
    passPreparedNames(db);
    await runMigrations(pgliteTarget(client), { log: migrationLog });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pool: undefined,
      snapshot: (queries) => client!.snapshot(queries),
      async close() {
        try {
          await client?.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * How long a statement may wait for a connection, a new one or a free one of the pool: a database
 * that does not answer (stopped, unreachable, every connection busy) fails the request within
 * seconds, as 503 (plugins/error-handler.ts), instead of holding it until the client gives up.
 */
export const POOL_CONNECT_TIMEOUT_MS = 2000;
/**
 * The longest one statement of the app may run, on the server's clock (statement_timeout): its
 * statements take milliseconds, so one that runs this long is a database in trouble, and the
 * request fails (503) rather than holding its connection. Migrations run without it.
 */
export const STATEMENT_TIMEOUT_MS = 3500;
/**
 * The same on this side (query_timeout): a server that answers nothing at all (a failover that left
 * the old address silent, a network partition) cannot cancel anything itself. Later than the
 * server's own limit, so a slow statement is cancelled there first and its connection stays usable.
 */
export const QUERY_TIMEOUT_MS = 4000;

/** The connection settings of every PostgreSQL connection the app opens for requests. */
export function poolConfig(url: string, max: number): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    application_name: 'freelane',
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // Probes an idle connection whose peer vanished without closing it (the LISTEN one included),
    // instead of trusting it for the hours TCP would take to notice.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Idle connections are closed after 10 s (pg's default, kept explicit): after an outage the
    // pool holds no connection to the old server for long.
    idleTimeoutMillis: 10_000,
  };
}

/**
 * A pool whose connections may fail at any moment without taking the process down. pg emits
 * 'error' on a connection the server closed (a restart, a failover, `pg_terminate_backend`): on the
 * pool for an idle one, on the connection itself for one a caller holds (a transaction, the socket
 * adapter's LISTEN). With no listener either ends the process ("Unhandled 'error' event"). Every
 * connection gets a listener the moment it exists; the statement running on it (if any) fails with
 * the same error, the pool drops it and opens a new one for the next statement: the reconnection.
 */
export function resilientPool(config: pg.PoolConfig, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle connection's error reaches the pool too (which has removed it by then); it is reported
  // below, like every other, so this listener only keeps it from being unhandled.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Whether idle or held: a held one's statement rejects with the same error and its holder
    // releases it (a broken connection is not reused). Reported once per connection.
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      onConnectionError(error);
    });
  });
  return pool;
}

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionError: (error: Error) => void,
  migrationLog?: MigrationLog,
): Promise<Database> {
  // Migrations first, on a session of their own with no statement limit (db/migrations.ts): a
  // migration may take its time, and waiting for another process's migration is a wait for the lock.
  await migratePostgres(url, { log: migrationLog, onConnectionError });
  const pool = resilientPool(poolConfig(url, poolSize), onConnectionError);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
