import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApi } from '../../scripts/build.mjs';
import { buildStamp } from '../../scripts/build-stamp.mjs';
import { openDatabase, type Database } from '../db/client';
import { knownSchema } from '../db/migrations';
import { buildTestApp, type TestContext } from '../testing/test-app';

const closing: Array<{ close(): Promise<void> }> = [];
after(async () => {
  for (const item of closing.reverse()) await item.close();
});

const scrape = async (ctx: TestContext) => (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
const rootVersion = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'),
).version;

describe('the build and schema on /metrics', () => {
  it('reports freelane_build_info{version,commit,schema} 1 and a schema that is not ahead', async () => {
    const ctx = await buildTestApp();
    closing.push(ctx);
    const text = await scrape(ctx);
    const { commit } = buildStamp();
    assert.match(commit, /^[0-9a-f]{40}(-dirty)?$/, 'the checkout the test runs from');
    assert.ok(
      text.includes(`freelane_build_info{version="${rootVersion}",commit="${commit}",schema="${knownSchema()}"} 1`),
      text
        .split('\n')
        .filter((line) => line.startsWith('freelane_build_info'))
        .join('\n'),
    );
    assert.ok(text.includes(`freelane_schema_ahead{database_schema="${knownSchema()}"} 0`));
  });

  it('warns, naming both schemas, and reports it when a newer release has migrated the database', async () => {
    const database: Database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory' });
    closing.push(database);
    // What a newer release's runner records for a migration this code does not know.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at, tag) values ('newer', ${Date.UTC(2100, 0, 1)}, '0042_newer_release')`,
    );
    const lines: string[] = [];
    const ctx = await buildTestApp({ database, logStream: { write: (line) => lines.push(line) } });
    closing.push(ctx);
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.databaseSchema);
    assert.ok(warning, 'a warning at start');
    assert.equal(warning.level, 40);
    assert.equal(warning.knownSchema, knownSchema());
    assert.equal(warning.databaseSchema, '0042_newer_release');
    assert.match(
      warning.msg,
      new RegExp(`knows the schema up to ${knownSchema()}, the database is at 0042_newer_release`),
    );
    const text = await scrape(ctx);
    assert.ok(text.includes('freelane_schema_ahead{database_schema="0042_newer_release"} 1'), text);
    assert.equal((await ctx.app.inject({ url: '/api/v1/health' })).statusCode, 200, 'and keeps serving');
  });

  it('stamps the commit it was built from into the compiled server', async () => {
    await buildApi({ quiet: true });
    const bundle = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'dist', 'server.js'), 'utf8');
    assert.ok(bundle.includes(JSON.stringify(buildStamp().commit)), 'the commit is in dist/server.js');
  });
});
