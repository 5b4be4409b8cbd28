import { sql } from 'drizzle-orm';
import { JOB_QUEUE_SCHEMA } from '../plugins/scheduler';
import { buildTestApp, type TestAppOptions, type TestContext } from './test-app';

/** Empties the PostgreSQL database at `url`: every table, the record of migrations, the job queue's schema. */
export async function wipePostgres(url: string): Promise<void> {
  const wipe = await buildTestApp({ config: { databaseUrl: url } });
  try {
    await wipe.app.db.execute(
      sql.raw(
        `drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists ${JOB_QUEUE_SCHEMA} cascade`,
      ),
    );
  } finally {
    await wipe.close();
  }
}

/**
 * Two app instances on one freshly emptied PostgreSQL, standing in for two API processes (each with
 * its own caches, sockets and timers). They start together, as a deployment's processes do (the
 * migrations take turns under an advisory lock), and share the test's record of e-mails and secrets.
 */
export async function twoProcesses(url: string, options: TestAppOptions = {}): Promise<[TestContext, TestContext]> {
  await wipePostgres(url);
  const withDatabase = { ...options, config: { ...options.config, databaseUrl: url } };
  const [a, b] = await Promise.all([buildTestApp(withDatabase), buildTestApp(withDatabase)]);
  b.emails = a.emails;
  b.secrets = a.secrets;
  return [a, b];
}
