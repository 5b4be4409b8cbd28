import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildFreelancer, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

const TOKEN = 'scraper-token-of-the-test-0123456789';
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ config: { metricsToken: TOKEN } });
});
after(() => ctx.close());

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers });

/** The value of one sample line (`name{labels} value`), summed over its labels. */
function sample(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics', () => {
  it('reports requests per route and the read cache, in Prometheus format', async () => {
    const agent = await signIn(ctx, await buildFreelancer(ctx));
    await agent.get('/api/v1/job/getAllJobs?page=1&limit=10');
    await agent.get('/api/v1/job/getAllJobs?page=1&limit=10');
    const response = await scrape();
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain/);
    const text = response.body;
    assert.ok(sample(text, 'freelane_read_cache_hits_total') >= 1, 'the second Find Jobs read was a hit');
    assert.ok(sample(text, 'freelane_read_cache_misses_total') >= 1);
    assert.ok(sample(text, 'freelane_read_cache_bytes') > 0);
    assert.match(text, /freelane_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/job\/getAllJobs",status="200"\} 2/);
    assert.match(text, /freelane_nodejs_eventloop_lag_seconds/);
    assert.match(text, /freelane_sockets_connected 0/);
    // Every readiness check, the file storage's included (issue 32).
    assert.match(text, /freelane_dependency_up\{dependency="database",critical="true"\} 1/);
    assert.match(text, /freelane_dependency_up\{dependency="storage",critical="false"\} 1/);
    assert.match(text, /# TYPE freelane_storage_errors_total counter/);
  });

  it('is open to this machine only, or with the token', async () => {
    assert.equal((await scrape({ remoteAddress: '203.0.113.9' })).statusCode, 403);
    assert.equal((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode, 403, 'through a local proxy');
    const wrong = await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer not-the-token-at-all-xx' } });
    assert.equal(wrong.statusCode, 403);
    const right = await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(right.statusCode, 200);
  });
});

describe('GET /metrics: readiness', () => {
  it('reports what GET /api/v1/health/ready answers, and which check fails', async () => {
    const own = await buildTestApp({
      extend: (app) => app.readiness.add('bucket', async () => Promise.reject(new Error('the bucket does not answer'))),
    });
    try {
      const ready = await own.app.inject({ url: '/api/v1/health/ready' });
      assert.equal(ready.statusCode, 503);
      const text = (await own.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
      assert.match(text, /^freelane_ready 0$/m);
      assert.match(text, /^freelane_dependency_up\{dependency="database",critical="true"\} 1$/m);
      assert.match(text, /^freelane_dependency_up\{dependency="bucket",critical="true"\} 0$/m);
    } finally {
      await own.close();
    }
    assert.match((await scrape()).body, /^freelane_ready 1$/m, 'an app whose checks pass is ready');
  });
});
