import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock';
import { migratePostgres, pgliteTarget, runMigrations, type MigrationLog } from './migrations';
import { PgliteThread } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`; it is a `Db` too, so repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set with PostgreSQL: the socket.io adapter shares it. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps (10 unless given). */
  poolSize?: number;
  /** Directory of the embedded database, or 'memory' for a throw-away one (tests). */
  pgliteDir: string | 'memory';
  /** Where the migrations say what they applied (nowhere unless given). */
  migrationLog?: MigrationLog;
}

/** Opens the database and applies the committed migrations (db/migrations.ts). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.migrationLog);
  return openPglite(options.pgliteDir, options.migrationLog);
}

async function openPglite(dir: string | 'memory', migrationLog?: MigrationLog): Promise<Database> {
  const release = dir === 'memory' ? () => undefined : acquireDirectoryLock(dir);
  let client: PgliteThread | undefined;
  try {
    client = await PgliteThread.open(dir);
    const db = drizzlePglite({ client: client.asClient(), schema, casing: 'snake_case' });
    await runMigrations(pgliteTarget(client), { log: migrationLog });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pool: undefined,
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

async function openPostgres(url: string, poolSize: number, migrationLog?: MigrationLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePostgres(url, { log: migrationLog });
    return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
