// Every metric the alerting rules (ops/prometheus/freelane-rules.yml) and the Grafana dashboard
// (ops/grafana/freelane.json) name is one a running app exposes on /metrics, so a renamed metric
// cannot leave an alert that never fires (issue 33). On the embedded database every name but the
// PostgreSQL pool's; on PostgreSQL (the runner starts a throwaway server) every name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from './paths';
import { buildTestApp, type TestContext } from './testing/test-app';
import { wipePostgres } from './testing/two-processes';

/** Only a process on PostgreSQL has a connection pool. */
const POSTGRES_ONLY = new Set(['freelane_db_pool_waiting', 'freelane_db_pool_connections_in_use']);

/** The metric names a rules file or dashboard asks Prometheus for. */
function namesIn(file: string): Set<string> {
  return new Set(readFileSync(path.join(REPO_ROOT, file), 'utf8').match(/\bfreelane_[a-z0-9_]+/g) ?? []);
}
const wanted = new Set([...namesIn('ops/prometheus/freelane-rules.yml'), ...namesIn('ops/grafana/freelane.json')]);

/** Families on /metrics by name and type (`# TYPE name type`), whether or not they have a series yet. */
async function exposed(ctx: TestContext): Promise<Map<string, string>> {
  const text = (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1], match[2]]));
}

/** A histogram's series (`_bucket`, `_count`, `_sum`) belong to its family; anything else is its own. */
function family(name: string, families: Map<string, string>): string {
  const base = name.replace(/_(bucket|count|sum)$/, '');
  return base !== name && families.get(base) === 'histogram' ? base : name;
}

function check(families: Map<string, string>, skip: Set<string>) {
  const missing = [...wanted].filter((name) => !skip.has(name) && !families.has(family(name, families)));
  assert.deepEqual(missing, [], `named by the rules or the dashboard, not on /metrics: ${missing.join(', ')}`);
}

describe('the metrics the alerts and the dashboard use', () => {
  it('has some to check', () => {
    for (const name of [
      'freelane_ready',
      'freelane_http_request_duration_seconds_bucket',
      'freelane_scheduled_last_success_timestamp_seconds',
      'freelane_release_live_info',
      'freelane_mail_oldest_queued_age_seconds',
      'freelane_db_pool_waiting',
    ]) {
      assert.ok(wanted.has(name), name);
    }
  });

  it('are exposed by an app on the embedded database (all but the PostgreSQL pool)', async () => {
    const ctx = await buildTestApp();
    try {
      check(await exposed(ctx), POSTGRES_ONLY);
    } finally {
      await ctx.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  describe('on PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
    let ctx: TestContext;
    before(async () => {
      await wipePostgres(url as string);
      ctx = await buildTestApp({ config: { databaseUrl: url }, scheduling: 'on' });
    });
    after(() => ctx?.close());

    it('are all exposed', async () => {
      check(await exposed(ctx), new Set());
    });
  });
});
