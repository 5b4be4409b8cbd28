// `npm run migrate` (scripts/migrate.mjs runs this compiled, as dist/migrate.js): applies the
// committed migrations and exits, so that on several machines the schema moves first, once, before
// any machine runs the new release (docs/operations.md, "Upgrading"). The server still migrates at
// its start, which is all one machine needs. Reads DATABASE_URL, or DATA_DIR for the embedded database.
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { openDatabase } from './client';
import { DatabaseLockedError } from './lock';
import { readDatabaseSchemaStatus } from './migrations';

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error('Invalid configuration:\n  DATABASE_URL: must be a postgres:// or postgresql:// URL');
    return 1;
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${path.join(dataDir, 'pglite')}`;
  console.log(`Migrating ${where}…`);
  const started = Date.now();
  const applied: string[] = [];
  const log = {
    info: (message: string) => {
      console.log(`  ${message}`);
      const tag = /^migration (\S+) applied/.exec(message)?.[1];
      if (tag) applied.push(tag);
    },
    warn: (message: string) => console.warn(`  ${message}`),
  };
  let database;
  try {
    database = await openDatabase({
      databaseUrl,
      pgliteDir: path.join(dataDir, 'pglite'),
      poolSize: 1,
      migrationLog: log,
    });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `${error.message}\nA running server applies the migrations at its start: nothing else is needed on one machine.`,
      );
    } else console.error(`✖ ${(error as Error).message}`);
    return 1;
  }
  try {
    const status = await readDatabaseSchemaStatus(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      applied.length > 0
        ? `✔ ${applied.length} migration(s) applied in ${seconds} s; the schema is at ${status.database}`
        : `✔ nothing to apply; the schema is at ${status.database}`,
    );
    if (status.unknown > 0) {
      console.warn(
        `! the database has ${status.unknown} migration(s) this release does not know (it knows up to ${status.known}, ` +
          `the database is at ${status.database}): a newer release migrated it. This release still runs on it (expand/contract).`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
