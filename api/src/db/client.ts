import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR as MIGRATIONS_FOLDER } from '../paths';
import { acquireDirectoryLock } from './lock';
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

// Arbitrary constant: serialises migrations when several API processes start on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_351_024;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps (10 unless given). */
  poolSize?: number;
  /** Directory of the embedded database, or 'memory' for a throw-away one (tests). */
  pgliteDir: string | 'memory';
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string | 'memory'): Promise<Database> {
  const release = dir === 'memory' ? () => undefined : acquireDirectoryLock(dir);
  let client: PgliteThread | undefined;
  try {
    client = await PgliteThread.open(dir);
    const db = drizzlePglite({ client: client.asClient(), schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: lockClient, schema, casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
