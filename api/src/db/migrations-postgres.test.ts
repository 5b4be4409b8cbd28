import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { migrationsFolder } from '../testing/migration-fixtures';
import {
  MigrationError,
  NO_TRANSACTION_MARKER,
  POSTGRES_ONLY_MARKER,
  migratePostgres,
  readMigrations,
} from './migrations';

// Runs only against a real PostgreSQL (TEST_DATABASE_URL; the test runner starts a throwaway one).
// Each test migrates a database of its own, created here and dropped at the end.
const url = process.env.TEST_DATABASE_URL;
const created: string[] = [];

async function onServer<T>(work: (client: pg.Client) => Promise<T>, databaseUrl = url as string): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server; its URL. */
async function freshDatabase(): Promise<string> {
  const name = `migrations_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const databaseUrl = new URL(url as string);
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

const messages = () => {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) } };
};

describe('the migration runner on PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  after(async () => {
    for (const name of created)
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('lets processes starting together take turns: every migration applied once', async () => {
    const databaseUrl = await freshDatabase();
    const [first, second] = [messages(), messages()];
    const runs = await Promise.all([
      migratePostgres(databaseUrl, { log: first.log }),
      migratePostgres(databaseUrl, { log: second.log }),
    ]);
    const all = readMigrations().map((migration) => migration.tag);
    assert.deepEqual(runs.flat().sort(), all, 'each migration applied by exactly one of them');
    assert.ok(
      [...first.lines, ...second.lines].some((line) => /another process is applying the migrations/.test(line)),
      'one waited for the other',
    );
    const tags = await onServer(
      async (client) => (await client.query('SELECT tag FROM drizzle.__drizzle_migrations ORDER BY created_at')).rows,
      databaseUrl,
    );
    assert.deepEqual(
      tags.map((row) => row.tag),
      all,
    );
  });

  it('runs a PostgreSQL-only migration on PostgreSQL', async () => {
    const databaseUrl = await freshDatabase();
    const folder = migrationsFolder([
      { tag: '0000_table', sql: 'CREATE TABLE "gadgets" ("name" text);' },
      {
        tag: '0001_only_here',
        sql: `${POSTGRES_ONLY_MARKER}\nCREATE INDEX IF NOT EXISTS "gadgets_name_idx" ON "gadgets" ("name");`,
      },
    ]);
    try {
      assert.deepEqual(await migratePostgres(databaseUrl, { migrations: readMigrations(folder.dir) }), [
        '0000_table',
        '0001_only_here',
      ]);
      const exists = await onServer(
        async (client) => (await client.query(`SELECT to_regclass('gadgets_name_idx') AS t`)).rows[0].t !== null,
        databaseUrl,
      );
      assert.equal(exists, true);
    } finally {
      folder.remove();
    }
  });

  it("builds a marked migration's indexes CONCURRENTLY, outside a transaction, and rebuilds one a failed build left INVALID", async () => {
    const databaseUrl = await freshDatabase();
    const table = {
      tag: '0000_table',
      sql: `CREATE TABLE "things" ("name" text);\n--> statement-breakpoint\nINSERT INTO "things" VALUES ('a'), ('a'), ('b');`,
    };
    const index = {
      tag: '0001_unique_name',
      sql: `${NO_TRANSACTION_MARKER}\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "things_name_unique" ON "things" ("name");`,
    };
    const folder = migrationsFolder([table, index]);
    try {
      // The duplicate 'a' fails the build half-way: PostgreSQL keeps the index, INVALID.
      await assert.rejects(migratePostgres(databaseUrl, { migrations: readMigrations(folder.dir) }), (error: Error) => {
        assert.ok(error instanceof MigrationError);
        assert.match(
          error.message,
          /0001_unique_name failed \(it runs without a transaction.*could not create unique index/s,
        );
        return true;
      });
      const valid = () =>
        onServer(async (client) => {
          const { rows } = await client.query(
            `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'things_name_unique'`,
          );
          return rows[0]?.valid as boolean | undefined;
        }, databaseUrl);
      assert.equal(await valid(), false, 'the failed concurrent build left an INVALID index');

      await onServer(
        (client) =>
          client.query(`DELETE FROM "things" WHERE ctid IN (SELECT ctid FROM "things" WHERE "name" = 'a' LIMIT 1)`),
        databaseUrl,
      );
      const { lines, log } = messages();
      assert.deepEqual(await migratePostgres(databaseUrl, { migrations: readMigrations(folder.dir), log }), [
        '0001_unique_name',
      ]);
      assert.equal(await valid(), true, 'rebuilt, not skipped by IF NOT EXISTS');
      assert.ok(lines.some((line) => /things_name_unique was left INVALID/.test(line)));
    } finally {
      folder.remove();
    }
  });

  it('gives up on a table lock held too long, lets the queue through, and tries the migration again', async () => {
    const databaseUrl = await freshDatabase();
    const folder = migrationsFolder([
      { tag: '0000_table', sql: 'CREATE TABLE "busy" ("id" integer);' },
      { tag: '0001_column', sql: 'ALTER TABLE "busy" ADD COLUMN "note" text;' },
    ]);
    const holder = new pg.Client({ connectionString: databaseUrl });
    try {
      await migratePostgres(databaseUrl, { migrations: readMigrations(folder.dir).slice(0, 1) });
      await holder.connect();
      // A long transaction reading the table: ALTER TABLE must wait for it.
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM "busy"');
      const { lines, log } = messages();
      const migrating = migratePostgres(databaseUrl, {
        migrations: readMigrations(folder.dir),
        log,
        lockTimeoutMs: 150,
      });
      while (!lines.some((line) => /waited 150 ms for a table lock \(attempt 1 of 3\)/.test(line))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query('COMMIT');
      assert.deepEqual(await migrating, ['0001_column']);
    } finally {
      await holder.end().catch(() => undefined);
      folder.remove();
    }
  });
});
