import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const URL = '/api/v1/public/remote-load-failure';
const report = (agent: Agent, body: Record<string, unknown>) => agent.post(URL, body);
const metrics = async () => (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;

describe('POST /api/v1/public/remote-load-failure', () => {
  it("counts a browser's report in /metrics by area, version and kind", async () => {
    const visitor = new Agent(ctx);
    const body = { area: 'mf_jobs', version: '20261122-044210-b7e01c55', kind: 'chunk' };
    assert.equal((await report(visitor, body)).statusCode, 200);
    assert.equal((await report(new Agent(ctx), body)).statusCode, 200);
    assert.equal((await report(visitor, { ...body, kind: 'manifest', version: 'unknown' })).statusCode, 200);
    const text = await metrics();
    assert.match(text, /freelane_remote_load_failures_total\{area="mf_jobs",version="20261122-044210-b7e01c55",kind="chunk"\} 2/);
    assert.match(text, /freelane_remote_load_failures_total\{area="mf_jobs",version="unknown",kind="manifest"\} 1/);
  });

  it('refuses what is not a report: an unknown area or kind, a version that is not one', async () => {
    const visitor = new Agent(ctx);
    for (const body of [
      { area: 'mf_evil', version: 'v1', kind: 'chunk' },
      { area: 'mf_jobs', version: 'v1', kind: 'meteor' },
      { area: 'mf_jobs', version: '"}\nfreelane_up 0', kind: 'chunk' },
      { area: 'mf_jobs', version: 'x'.repeat(81), kind: 'chunk' },
    ]) {
      assert.equal((await report(visitor, body)).statusCode, 400, JSON.stringify(body));
    }
    assert.doesNotMatch(await metrics(), /mf_evil|meteor|freelane_up/);
  });

  it('keeps at most 20 versions of an area apart, so made-up versions cannot grow /metrics without bound', async () => {
    for (let i = 0; i < 25; i += 1) {
      assert.equal((await report(new Agent(ctx), { area: 'mf_public', version: `made-up-${i}`, kind: 'other' })).statusCode, 200);
    }
    const series = (await metrics()).split('\n').filter((line) => line.startsWith('freelane_remote_load_failures_total{area="mf_public"'));
    assert.equal(series.length, 21);
    assert.ok(series.some((line) => line.includes('version="other",kind="other"} 5')));
  });

  it('is rate-limited per address (10 a minute), and every refusal is counted', async () => {
    const flooder = new Agent(ctx);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await report(flooder, { area: 'mf_accounts', version: 'v1', kind: 'chunk' })).statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429]);
    assert.match(await metrics(), /freelane_rate_limit_refusals_total\{route="\/api\/v1\/public\/remote-load-failure"\} 2/);
  });
});
