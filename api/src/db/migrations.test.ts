import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { drizzle } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import { migrationsFolder } from '../testing/migration-fixtures';
import {
  MigrationError,
  NO_TRANSACTION_MARKER,
  POSTGRES_ONLY_MARKER,
  pgliteTarget,
  readMigrations,
  readSchemaStatus,
  runMigrations,
  type MigrationTarget,
} from './migrations';
import { PgliteThread } from './pglite-thread';

let thread: PgliteThread;
let target: MigrationTarget;
const fresh = async () => {
  await thread?.close();
  thread = await PgliteThread.open('memory');
  target = pgliteTarget(thread);
};
before(fresh);
after(() => thread.close());

const recorded = async () =>
  (
    await target.query(
      `SELECT hash, created_at, to_jsonb(m) ->> 'tag' AS tag FROM drizzle.__drizzle_migrations m ORDER BY created_at`,
    )
  ).rows.map((row) => ({
    hash: String(row.hash),
    when: Number(row.created_at),
    tag: row.tag as string | null,
  }));
const tableExists = async (name: string) =>
  (await target.query('SELECT to_regclass($1) AS t', [name])).rows[0]?.t !== null;

describe('the migration runner (embedded database)', () => {
  it("records each migration as drizzle's migrator did (same hash and time), with its name", async () => {
    const ours = readMigrations();
    const drizzles = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    assert.deepEqual(
      ours.map(({ hash, when }) => ({ hash, when })),
      drizzles.map(({ hash, folderMillis }) => ({ hash, when: folderMillis })),
    );
    const applied = await runMigrations(target);
    assert.deepEqual(
      applied,
      ours.map((migration) => migration.tag),
    );
    assert.deepEqual(
      await recorded(),
      ours.map(({ hash, when, tag }) => ({ hash, when, tag })),
    );
    assert.deepEqual(await runMigrations(target), [], 'a second run finds nothing to do');
  });

  it("upgrades in place a database that drizzle's migrator brought up to date, naming what it had applied", async () => {
    await fresh();
    const all = readMigrations();
    const old = mkdtempSync(path.join(os.tmpdir(), 'freelane-old-migrations-'));
    try {
      // The previous releases' way: drizzle's migrator, on the first six migrations.
      mkdirSync(path.join(old, 'meta'));
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
      journal.entries = journal.entries.slice(0, 6);
      writeFileSync(path.join(old, 'meta', '_journal.json'), JSON.stringify(journal));
      for (const { tag } of journal.entries)
        copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(old, `${tag}.sql`));
      await drizzleMigrate(drizzle({ client: thread.asClient() }), { migrationsFolder: old });
      assert.equal((await recorded()).length, 6);

      assert.deepEqual(
        await runMigrations(target),
        all.slice(6).map((migration) => migration.tag),
      );
      assert.deepEqual(
        await recorded(),
        all.map(({ hash, when, tag }) => ({ hash, when, tag })),
        'the first six named too',
      );
      // …and drizzle's migrator, as a previous release would run it at its start, finds nothing to do.
      await drizzleMigrate(drizzle({ client: thread.asClient() }), { migrationsFolder: old });
      assert.equal((await recorded()).length, all.length);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });

  it('tells when the database holds migrations this code does not know, and names the newest', async () => {
    const migrations = readMigrations();
    const newest = migrations.at(-1)!.tag;
    const query = target.query;
    assert.deepEqual(await readSchemaStatus(query, migrations), { known: newest, database: newest, unknown: 0 });
    // A newer release's migration, as its runner records it; then one its runner left unnamed.
    await query(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at, tag) VALUES ('x', 4102444800000, '0012_newer')`,
    );
    assert.deepEqual(await readSchemaStatus(query, migrations), {
      known: newest,
      database: '0012_newer',
      unknown: 1,
    });
    await query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('y', 4102531200000)`);
    const status = await readSchemaStatus(query, migrations);
    assert.equal(status.unknown, 2);
    assert.equal(status.database, 'unnamed migration of 2100-01-02T00:00:00.000Z');
  });

  // The fixture migrations below come after the real ones in time, and make tables of their own:
  // they run on the database the tests above migrated (a fresh embedded database costs seconds).
  it('applies each migration in its own transaction: a failure keeps the ones before it and the next run resumes', async () => {
    const folder = migrationsFolder([
      { tag: '0000_first', sql: 'CREATE TABLE "first" ("id" integer);' },
      { tag: '0001_second', sql: 'CREATE TABLE "second" ("id" integer);\n--> statement-breakpoint\nSELECT 1 / 0;' },
      { tag: '0002_third', sql: 'CREATE TABLE "third" ("id" integer);' },
    ]);
    try {
      await assert.rejects(runMigrations(target, { migrations: readMigrations(folder.dir) }), (error: Error) => {
        assert.ok(error instanceof MigrationError);
        assert.match(error.message, /0001_second failed \(nothing of it was applied\): division by zero/);
        return true;
      });
      assert.equal(await tableExists('first'), true, 'the migration before the failure stays applied');
      assert.equal(await tableExists('second'), false, "the failed migration's first statement was rolled back");
      assert.deepEqual(
        (await recorded()).map((row) => row.tag).filter((tag) => /_(first|second|third)$/.test(tag ?? '')),
        ['0000_first'],
      );

      folder.write([
        { tag: '0000_first', sql: 'CREATE TABLE "first" ("id" integer);' },
        { tag: '0001_second', sql: 'CREATE TABLE "second" ("id" integer);' },
        { tag: '0002_third', sql: 'CREATE TABLE "third" ("id" integer);' },
      ]);
      assert.deepEqual(await runMigrations(target, { migrations: readMigrations(folder.dir) }), [
        '0001_second',
        '0002_third',
      ]);
      assert.equal(await tableExists('third'), true);
    } finally {
      folder.remove();
    }
  });

  it("builds a no-transaction migration's concurrent index plainly (the embedded database is single-user)", async () => {
    const folder = migrationsFolder(
      [
        { tag: '0000_table', sql: 'CREATE TABLE "things" ("name" text);' },
        {
          tag: '0001_index',
          sql: `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "things_name_idx" ON "things" ("name");`,
        },
      ],
      1_900_000_000_000,
    );
    try {
      assert.deepEqual(await runMigrations(target, { migrations: readMigrations(folder.dir) }), [
        '0000_table',
        '0001_index',
      ]);
      assert.equal(await tableExists('things_name_idx'), true);
    } finally {
      folder.remove();
    }
  });

  it('records a PostgreSQL-only migration without running it, and goes on with the next', async () => {
    const folder = migrationsFolder(
      [
        { tag: '0000_table', sql: 'CREATE TABLE "gadgets" ("name" text);' },
        // An extension the embedded database does not load: running it here would fail.
        { tag: '0001_extension', sql: `${POSTGRES_ONLY_MARKER}\nCREATE EXTENSION IF NOT EXISTS "no_such_extension";` },
        { tag: '0002_more', sql: 'CREATE TABLE "more_gadgets" ("name" text);' },
      ],
      1_950_000_000_000,
    );
    try {
      const migrations = readMigrations(folder.dir);
      assert.deepEqual(
        migrations.map((migration) => migration.postgresOnly),
        [false, true, false],
      );
      assert.deepEqual(await runMigrations(target, { migrations }), ['0000_table', '0001_extension', '0002_more']);
      assert.equal(await tableExists('more_gadgets'), true);
      const tags = (await recorded()).map((row) => row.tag);
      assert.ok(tags.includes('0001_extension'), 'recorded, so no later start tries it again');
      assert.deepEqual(await runMigrations(target, { migrations }), []);
    } finally {
      folder.remove();
    }
  });

  it('refuses a PostgreSQL-only migration holding anything the code needs on both databases', () => {
    for (const statement of [
      'CREATE TABLE "gadgets" ("name" text);',
      'ALTER TABLE "gadgets" ADD COLUMN "size" integer;',
      // A unique index is a rule the code relies on, not only a faster read.
      'CREATE UNIQUE INDEX IF NOT EXISTS "gadgets_name_key" ON "gadgets" ("name");',
      'CREATE INDEX "gadgets_name_idx" ON "gadgets" ("name");',
      'CREATE EXTENSION IF NOT EXISTS btree_gin;\nCREATE TABLE "gadgets" ("name" text);',
    ]) {
      const folder = migrationsFolder([{ tag: '0000_mixed', sql: `${POSTGRES_ONLY_MARKER}\n${statement}` }]);
      try {
        assert.throws(() => readMigrations(folder.dir), /0000_mixed\.sql is marked PostgreSQL only/);
      } finally {
        folder.remove();
      }
    }
  });

  it('refuses a no-transaction migration holding anything but concurrent index statements that can run again', () => {
    for (const statement of [
      'ALTER TABLE "things" ADD COLUMN "size" integer;',
      'CREATE INDEX CONCURRENTLY "things_name_idx" ON "things" ("name");',
      // Two statements in one part: PostgreSQL would run them as one implicit transaction.
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "a_idx" ON "things" ("a");\nDROP INDEX CONCURRENTLY IF EXISTS "b_idx";',
    ]) {
      const folder = migrationsFolder([{ tag: '0000_mixed', sql: `${NO_TRANSACTION_MARKER}\n${statement}` }]);
      try {
        assert.throws(() => readMigrations(folder.dir), /0000_mixed\.sql runs without a transaction/);
      } finally {
        folder.remove();
      }
    }
  });
});
