import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { BUILD_INFO } from '../build-info';
import { readDatabaseSchemaStatus, type SchemaStatus } from '../db/migrations';

/** How stale the schema status may be on /metrics: another machine may migrate at any time. */
const RECHECK_MS = 30_000;
/** A scrape never waits longer than this on the database for it (the last status is kept). */
const CHECK_TIMEOUT_MS = 1_000;

/**
 * Which build this process runs and whether the database's schema is newer than the one it was
 * written for: during a rolling upgrade the machines not yet rolled run on a schema a newer release
 * migrated (expand/contract keeps them working), and a release rolled back does too. Logged as a
 * warning at start and whenever it changes, and on /metrics: freelane_build_info{version,commit,
 * schema} 1 and freelane_schema_ahead{database_schema} = the migrations this release does not know.
 */
async function buildInfoPlugin(app: FastifyInstance) {
  let status: SchemaStatus = await readDatabaseSchemaStatus(app.db);
  let reported = '';
  const report = () => {
    const key = `${status.database}/${status.unknown}`;
    if (status.unknown === 0 || key === reported) return;
    reported = key;
    app.log.warn(
      { knownSchema: status.known, databaseSchema: status.database, unknownMigrations: status.unknown },
      `the database schema is newer than this release: it knows the schema up to ${status.known}, the database is at ` +
        `${status.database} (${status.unknown} migration(s) it does not know). A newer release migrated it; this one ` +
        'keeps serving (migrations keep the previous release working) until it is upgraded too.',
    );
  };
  report();

  let checkedAt = Date.now();
  let checking: Promise<void> | undefined;
  const refresh = () => {
    checking ??= (async () => {
      try {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
        });
        status = await Promise.race([readDatabaseSchemaStatus(app.db), timeout]).finally(() => clearTimeout(timer));
        checkedAt = Date.now();
        report();
      } catch (error) {
        app.log.debug({ err: error }, 'could not read the schema status: /metrics keeps the last one');
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  new Gauge({
    name: 'freelane_build_info',
    help: 'The build this process runs (always 1): version, commit, and schema, the newest migration it knows',
    labelNames: ['version', 'commit', 'schema'],
    registers: [app.metrics],
  }).set({ version: BUILD_INFO.version, commit: BUILD_INFO.commit, schema: BUILD_INFO.schema }, 1);
  new Gauge({
    name: 'freelane_schema_ahead',
    help: 'Migrations the database has that this release does not know (a newer release migrated it), by the newest one the database has',
    labelNames: ['database_schema'],
    registers: [app.metrics],
    async collect() {
      if (Date.now() - checkedAt >= RECHECK_MS) await refresh();
      this.reset();
      this.set({ database_schema: status.database }, status.unknown);
    },
  });
}

export default fp(buildInfoPlugin, { name: 'build-info', dependencies: ['database', 'metrics'] });
