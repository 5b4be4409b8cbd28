import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './client';

// The committed migrations (api/drizzle, written by drizzle-kit) applied one by one, each in its own
// transaction, recorded in drizzle's own table (drizzle.__drizzle_migrations: hash, created_at = the
// journal's `when`) so databases that drizzle's migrator brought up to date, embedded ones included,
// carry on where they are. drizzle's migrator ran every pending migration in one transaction and
// could not build an index CONCURRENTLY; the rules for writing one are in docs/decisions.md
// ("Migrations: expand/contract").

/**
 * A migration whose SQL holds this line runs without a transaction on PostgreSQL: CREATE INDEX
 * CONCURRENTLY cannot run inside one. Such a file may hold only concurrent index statements that
 * can run again (IF NOT EXISTS / IF EXISTS): a run cut half-way is resumed by running it again.
 */
export const NO_TRANSACTION_MARKER = '-- freelane:no-transaction';

/**
 * A migration whose SQL holds this line is recorded on the embedded database without running: what
 * it builds needs something the previous release's PGlite does not load (a contrib extension it was
 * not started with), and a rolled-back API must still open and write its own database. Only what
 * the code works without may be marked so (an index: the same statements run, slower); a release
 * whose previous release loads the extension moves it to the embedded database with a new migration.
 */
export const POSTGRES_ONLY_MARKER = '-- freelane:postgres-only';

/** What a PostgreSQL-only migration may hold: an extension, or an index no code depends on to be correct. */
const POSTGRES_ONLY_STATEMENT = /^CREATE\s+(EXTENSION|INDEX(\s+CONCURRENTLY)?)\s+IF\s+NOT\s+EXISTS\s/i;

const BOOKKEEPING = 'drizzle.__drizzle_migrations';

/**
 * Arbitrary constant: the migrations of processes starting together take turns under it. Kept from
 * the drizzle migrator's days, so a previous release starting at the same moment waits too.
 */
export const MIGRATION_LOCK_KEY = 7_351_024;

/** How long one migration's statement may wait for a table lock before the migration is retried. */
const LOCK_TIMEOUT_MS = 10_000;
const LOCK_ATTEMPTS = 3;

export interface Migration {
  /** The file's name without .sql (`0011_mail_outbox`), as drizzle-kit's journal names it. */
  tag: string;
  /** The journal's `when` (ms), which drizzle records as `created_at`: the migration's identity. */
  when: number;
  /** sha256 of the file, as drizzle records it. */
  hash: string;
  /** The file split at drizzle-kit's `--> statement-breakpoint` lines, empty parts dropped. */
  statements: string[];
  /** Runs outside a transaction on PostgreSQL (see NO_TRANSACTION_MARKER). */
  noTransaction: boolean;
  /** Recorded, not run, on the embedded database (see POSTGRES_ONLY_MARKER). */
  postgresOnly: boolean;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The text of a statement without its comment lines (for matching, never for running). */
function withoutComments(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .trim();
}

const CONCURRENT_INDEX =
  /^(CREATE\s+(UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS|DROP\s+INDEX\s+CONCURRENTLY\s+IF\s+EXISTS)\s/i;

/** Reads the journal and the SQL files, in the journal's order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
    const statements = text.split('--> statement-breakpoint').filter((part) => withoutComments(part) !== '');
    const marked = (marker: string) => text.split('\n').some((line) => line.trim() === marker);
    const noTransaction = marked(NO_TRANSACTION_MARKER);
    if (noTransaction) {
      // One statement per part: PostgreSQL runs a multi-statement query as one implicit transaction,
      // which CONCURRENTLY refuses (and the part after the first `;` would escape this check).
      const other = statements.find(
        (statement) => !CONCURRENT_INDEX.test(withoutComments(statement)) || /;\s*\S/.test(withoutComments(statement)),
      );
      if (other) {
        throw new MigrationError(
          `${tag}.sql runs without a transaction (${NO_TRANSACTION_MARKER}), so it may hold only ` +
            `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS / DROP INDEX CONCURRENTLY IF EXISTS statements ` +
            `(each can run again after a failure), one per \`--> statement-breakpoint\` part; move this one into a migration of its own or give it its own part:\n${withoutComments(other)}`,
        );
      }
    }
    const postgresOnly = marked(POSTGRES_ONLY_MARKER);
    const notOptional = statements.find(
      (statement) =>
        !POSTGRES_ONLY_STATEMENT.test(withoutComments(statement)) || /;\s*\S/.test(withoutComments(statement)),
    );
    if (postgresOnly && notOptional) {
      // The embedded database never gets it: a table, a column or a unique index would leave its
      // schema other than the code expects.
      throw new MigrationError(
        `${tag}.sql is marked PostgreSQL only (${POSTGRES_ONLY_MARKER}), so it may hold only CREATE EXTENSION ` +
          `IF NOT EXISTS and CREATE INDEX [CONCURRENTLY] IF NOT EXISTS statements (an index the code is correct ` +
          `without), one per \`--> statement-breakpoint\` part:\n${withoutComments(notOptional)}`,
      );
    }
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements,
      noTransaction,
      postgresOnly,
    };
  });
}

/** The newest migration this code knows: the schema it was written for. */
export function knownSchema(migrations: Migration[] = readMigrations()): string {
  return migrations.at(-1)?.tag ?? 'none';
}

type Rows = Array<Record<string, unknown>>;
type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Rows }>;

/** A connection to migrate through: the embedded database's thread, or one PostgreSQL session. */
export interface MigrationTarget {
  kind: 'pglite' | 'postgres';
  query: Query;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction(work: (query: Query) => Promise<void>): Promise<void>;
}

export interface MigrationLog {
  info(message: string): void;
  warn(message: string): void;
}

const silent: MigrationLog = { info: () => undefined, warn: () => undefined };

export interface MigrateOptions {
  migrations?: Migration[];
  log?: MigrationLog;
  /** PostgreSQL: how long a statement may wait for a table lock before its migration is tried again (10 s). */
  lockTimeoutMs?: number;
  /**
   * PostgreSQL: told when the migration session's connection fails (a restart, `pg_terminate_backend`);
   * without a listener pg's 'error' event would end the process. The migration then fails and is rerun.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Applies every migration of the journal that the database has not recorded, in order, each in its
 * own transaction (a no-transaction one statement by statement on PostgreSQL), and records it. A
 * failure stops there: the migrations before it stay applied and the next run resumes at it.
 * PostgreSQL callers hold the migration lock (migratePostgres does). Returns the tags applied.
 */
export async function runMigrations(target: MigrationTarget, options: MigrateOptions = {}): Promise<string[]> {
  const migrations = options.migrations ?? readMigrations();
  const log = options.log ?? silent;
  await target.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await target.query(
    `CREATE TABLE IF NOT EXISTS ${BOOKKEEPING} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  // The migration's name beside drizzle's hash and time, so that an older release finding a newer
  // schema can say which one it found. drizzle's migrator names its columns, so it ignores this one.
  await target.query(`ALTER TABLE ${BOOKKEEPING} ADD COLUMN IF NOT EXISTS tag text`);

  const recorded = (await target.query(`SELECT created_at, tag FROM ${BOOKKEEPING}`)).rows;
  const applied = new Set(recorded.map((row) => Number(row.created_at)));
  const untagged = new Set(recorded.filter((row) => row.tag === null).map((row) => Number(row.created_at)));
  for (const migration of migrations) {
    if (untagged.has(migration.when)) {
      await target.query(`UPDATE ${BOOKKEEPING} SET tag = $1 WHERE created_at = $2 AND tag IS NULL`, [
        migration.tag,
        migration.when,
      ]);
    }
  }

  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.when)) continue;
    const started = Date.now();
    if (migration.postgresOnly && target.kind === 'pglite') {
      await record(target.query, migration);
      log.info(`migration ${migration.tag} recorded (PostgreSQL only: nothing to do on the embedded database)`);
    } else {
      if (migration.noTransaction && target.kind === 'postgres') await applyWithoutTransaction(target, migration, log);
      else await applyInTransaction(target, migration, log, options.lockTimeoutMs ?? LOCK_TIMEOUT_MS);
      log.info(`migration ${migration.tag} applied (${Date.now() - started} ms)`);
    }
    done.push(migration.tag);
  }
  return done;
}

const record = (query: Query, migration: Migration) =>
  query(`INSERT INTO ${BOOKKEEPING} (hash, created_at, tag) VALUES ($1, $2, $3)`, [
    migration.hash,
    migration.when,
    migration.tag,
  ]);

/** The embedded database is single-user: an index built plainly blocks no one else. */
const plainIndex = (statement: string) => statement.replace(/(\bINDEX\s+)CONCURRENTLY\s+/i, '$1');

async function applyInTransaction(
  target: MigrationTarget,
  migration: Migration,
  log: MigrationLog,
  lockTimeoutMs: number,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await target.transaction(async (query) => {
        // A DDL statement queued behind a long query would hold every query queued behind it:
        // give up on the lock after a while and try again, rather than stall the site.
        if (target.kind === 'postgres') await query(`SET LOCAL lock_timeout = ${Math.round(lockTimeoutMs)}`);
        for (const statement of migration.statements) {
          await query(migration.noTransaction ? plainIndex(statement) : statement);
        }
        await record(query, migration);
      });
      return;
    } catch (error) {
      const lockTimedOut = (error as { code?: string }).code === '55P03';
      if (!lockTimedOut || attempt >= LOCK_ATTEMPTS) {
        throw new MigrationError(
          `migration ${migration.tag} failed (nothing of it was applied): ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      log.warn(
        `migration ${migration.tag} waited ${lockTimeoutMs} ms for a table lock (attempt ${attempt} of ${LOCK_ATTEMPTS}): trying again`,
      );
      // Let the queries that queued behind it through before queueing again.
      await sleep(Math.min(lockTimeoutMs, 1000));
    }
  }
}

const INDEX_NAME = /INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+((?:"[^"]+"|[^\s."]+)(?:\.(?:"[^"]+"|[^\s."]+))?)\s/i;

/** `"schema"."name"` → ['schema', 'name']; a bare name → [undefined, 'name']. */
function splitName(qualified: string): [string | undefined, string] {
  const parts = qualified.match(/"[^"]+"|[^."]+/g)?.map((part) => part.replace(/^"|"$/g, '')) ?? [];
  return parts.length === 2 ? [parts[0], parts[1] as string] : [undefined, parts[0] as string];
}

async function applyWithoutTransaction(
  target: MigrationTarget,
  migration: Migration,
  log: MigrationLog,
): Promise<void> {
  for (const statement of migration.statements) {
    const name = INDEX_NAME.exec(withoutComments(statement))?.[1];
    if (name) await dropIfInvalid(target, name, migration, log);
    try {
      await target.query(statement);
    } catch (error) {
      throw new MigrationError(
        `migration ${migration.tag} failed (it runs without a transaction: its statements before this one stay done, ` +
          `and the next run resumes it; an index left INVALID is rebuilt): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  await record(target.query, migration);
}

/**
 * A CREATE INDEX CONCURRENTLY that failed (a duplicate, a cancel, a lost connection) leaves an
 * INVALID index behind, which IF NOT EXISTS would then keep for good: drop it so it is built again.
 */
async function dropIfInvalid(
  target: MigrationTarget,
  qualified: string,
  migration: Migration,
  log: MigrationLog,
): Promise<void> {
  const [schema, name] = splitName(qualified);
  const { rows } = await target.query(
    `SELECT n.nspname AS schema FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = $1 AND n.nspname = coalesce($2, current_schema()) AND NOT i.indisvalid`,
    [name, schema ?? null],
  );
  const invalid = rows[0];
  if (!invalid) return;
  log.warn(
    `migration ${migration.tag}: index ${name} was left INVALID by an earlier run; dropping it to build it again`,
  );
  await target.query(`DROP INDEX CONCURRENTLY IF EXISTS "${String(invalid.schema)}"."${name}"`);
}

/** What this code knows against what the database has recorded. */
export interface SchemaStatus {
  /** The newest migration this code knows. */
  known: string;
  /** The newest migration the database has recorded (its tag, or its time when no tag was recorded). */
  database: string;
  /** Migrations the database has that this code does not know: a newer release migrated it. */
  unknown: number;
}

/** Reads the record of migrations (through any query function returning rows). */
export async function readSchemaStatus(
  query: Query,
  migrations: Migration[] = readMigrations(),
): Promise<SchemaStatus> {
  // to_jsonb: a database that only drizzle's migrator has seen has no tag column yet.
  const { rows } = await query(
    `SELECT created_at, to_jsonb(m) ->> 'tag' AS tag FROM ${BOOKKEEPING} m ORDER BY created_at DESC`,
  );
  const known = new Map(migrations.map((migration) => [migration.when, migration.tag]));
  const newest = rows[0];
  const newestWhen = Number(newest?.created_at);
  return {
    known: knownSchema(migrations),
    database: newest
      ? String(newest.tag ?? known.get(newestWhen) ?? `unnamed migration of ${new Date(newestWhen).toISOString()}`)
      : 'none',
    unknown: rows.filter((row) => !known.has(Number(row.created_at))).length,
  };
}

/** The schema status through the app's database handle (both drivers answer with `rows`). */
export function readDatabaseSchemaStatus(db: Db, migrations?: Migration[]): Promise<SchemaStatus> {
  return readSchemaStatus(async (text) => (await db.execute(sql.raw(text))) as unknown as { rows: Rows }, migrations);
}

/** One PostgreSQL session as a migration target. */
export function postgresTarget(client: pg.ClientBase): MigrationTarget {
  const query: Query = async (sql, params) => client.query(sql, params);
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      await client.query('BEGIN');
      try {
        await work(query);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the migration lock by polling, never by waiting in pg_advisory_lock: a session blocked in
 * that call holds a snapshot, which the other process's CREATE INDEX CONCURRENTLY waits for while
 * that process holds the lock (a deadlock PostgreSQL ends by cancelling one of them).
 */
async function takeLock(client: pg.ClientBase, log: MigrationLog): Promise<void> {
  let told = false;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    if (!told) log.info('another process is applying the migrations: waiting for it');
    told = true;
    await sleep(200);
  }
}

/**
 * Migrates the PostgreSQL database at `url` on a session of its own, under the migration lock (every
 * process starting on it takes its turn, and finds nothing left to do). The session has no
 * statement timeout: an index built concurrently on a big table takes what it takes.
 */
export async function migratePostgres(url: string, options: MigrateOptions = {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'freelane-migrate', keepAlive: true });
  client.on('error', (error) => options.onConnectionError?.(error));
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await takeLock(client, options.log ?? silent);
    try {
      return await runMigrations(postgresTarget(client), options);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What the embedded database's handles offer: the server's thread (PgliteThread) or a PGlite itself (a restore). */
interface PgliteQueries {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  transaction<T>(
    callback: (tx: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<T>,
  ): Promise<T>;
}

/** The embedded database (single-user: no lock needed, the data folder's lock keeps others out). */
export function pgliteTarget(thread: PgliteQueries): MigrationTarget {
  const query: Query = async (sql, params) => (await thread.query(sql, params)) as { rows: Rows };
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      thread.transaction((tx) => work(async (sql, params) => (await tx.query(sql, params)) as { rows: Rows })),
  };
}
