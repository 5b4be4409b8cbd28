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

  it('is open only to a peer METRICS_ALLOW names or a METRICS_TOKEN bearer, never for a missing header (issue 34)', async () => {
    // A reverse proxy on this machine that sends only X-Real-IP: every visitor arrives from loopback.
    const proxied = await buildTestApp({ config: { metricsToken: TOKEN, metricsAllow: [] } });
    try {
      const visitor = await proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } });
      assert.equal(visitor.statusCode, 403, 'a loopback peer is not enough unless the operator names it');
      const bearer = await proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(bearer.statusCode, 200);
    } finally {
      await proxied.close();
    }
    const named = await buildTestApp({ config: { metricsAllow: ['10.20.0.0/16', '2001:db8::7'] } });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        named.app.inject({ url: '/metrics', remoteAddress, headers }).then((response) => response.statusCode);
      assert.equal(await ask('10.20.3.4'), 200, 'a peer inside a named CIDR');
      assert.equal(await ask('::ffff:10.20.3.4'), 200, 'also as an IPv4-mapped address');
      assert.equal(await ask('2001:db8::7'), 200);
      assert.equal(await ask('10.21.0.1'), 403);
      assert.equal(await ask('127.0.0.1'), 403, 'loopback only when named');
      assert.equal(await ask('203.0.113.9', { 'x-forwarded-for': '10.20.3.4' }), 403, 'headers never name the peer');
    } finally {
      await named.close();
    }
  });

  it('needs the token from a peer METRICS_ALLOW does not name', async () => {
    assert.equal((await scrape({ remoteAddress: '203.0.113.9' })).statusCode, 403);
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
