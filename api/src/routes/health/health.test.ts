import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestContext } from '../../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health: live and ready', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await buildTestApp();
  });
  after(() => ctx.close());

  it('is live and ready with the database answering', async () => {
    const live = await ctx.app.inject({ url: '/api/v1/health/live' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { success: true });
    const ready = await ctx.app.inject({ url: '/api/v1/health/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { success: true, draining: false, checks: { database: 'ok', storage: 'ok' } });
    assert.equal(ready.headers['cache-control'], 'no-store');
    assert.equal((await ctx.app.inject({ url: '/api/v1/health' })).statusCode, 200, 'the old endpoint stays');
  });

  it('is not ready while a registered dependency fails or does not answer, and says which', async () => {
    const own = await buildTestApp({
      extend: (app) => {
        app.readiness.add('search', async () => {
          throw new Error('index unreachable');
        });
        app.readiness.add('registry', () => new Promise(() => undefined));
      },
    });
    try {
      // An operator (a peer METRICS_ALLOW names, loopback in tests, or the metrics token) reads why.
      const ready = await own.app.inject({ url: '/api/v1/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), {
        success: false,
        draining: false,
        checks: { database: 'ok', storage: 'ok', search: 'index unreachable', registry: 'no answer within 2000 ms' },
      });
      // Anyone else learns only up or down (issue 34): failure messages can name hosts and buckets.
      const anonymous = await own.app.inject({ url: '/api/v1/health/ready', remoteAddress: '203.0.113.9' });
      assert.equal(anonymous.statusCode, 503);
      assert.deepEqual(anonymous.json(), { success: false });
      assert.equal((await own.app.inject({ url: '/api/v1/health/live' })).statusCode, 200, 'still alive');
    } finally {
      await own.close();
    }
  });

  it('stays ready while a dependency it can serve without fails, and reports it (issue 32)', async () => {
    const own = await buildTestApp({
      extend: (app) => {
        app.readiness.add(
          'thumbnails',
          async () => {
            throw new Error('renderer unreachable');
          },
          { critical: false },
        );
      },
    });
    try {
      const ready = await own.app.inject({ url: '/api/v1/health/ready' });
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json().checks, { database: 'ok', storage: 'ok', thumbnails: 'renderer unreachable' });
    } finally {
      await own.close();
    }
  });

  it('answers 503 while draining (SIGTERM), stays live, and closes each connection after its answer', async () => {
    const own = await buildTestApp();
    try {
      assert.notEqual((await own.app.inject({ url: '/api/v1/public/config' })).headers.connection, 'close');
      own.app.readiness.drain();
      const ready = await own.app.inject({ url: '/api/v1/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.json().draining, true);
      assert.equal((await own.app.inject({ url: '/api/v1/health/live' })).statusCode, 200);
      const served = await own.app.inject({ url: '/api/v1/public/config' });
      assert.equal(served.statusCode, 200, 'requests are still served while the balancer moves away');
      assert.equal(served.headers.connection, 'close', 'clients reconnect elsewhere once the balancer has moved');
    } finally {
      await own.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('gives every response a random id of its own, logged with each line of that request', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({ logStream: { write: (line) => void lines.push(line) } });
    try {
      const first = await ctx.app.inject({ url: '/api/v1/health/live', headers: { 'x-request-id': 'chosen-by-the-client' } });
      const second = await ctx.app.inject({ url: '/api/v1/no-such-route' });
      const ids = [first.headers['x-request-id'], second.headers['x-request-id']] as string[];
      for (const id of ids) assert.match(id, UUID);
      assert.notEqual(ids[0], ids[1]);
      assert.notEqual(ids[0], 'chosen-by-the-client', 'without a trusted proxy, a client does not choose its id');
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
      assert.ok(logged.some((line) => line.reqId === ids[1]), 'the log lines of a request carry its id');
    } finally {
      await ctx.close();
    }
  });

  it('keeps the id of a trusted proxy (TRUST_PROXY) only in a strict format, else makes its own', async () => {
    const ctx = await buildTestApp({ config: { trustProxy: 1 } });
    try {
      const idOf = async (given: string) =>
        (await ctx.app.inject({ url: '/api/v1/health/live', headers: { 'x-request-id': given } })).headers['x-request-id'];
      // Only the strict forms proxies make (issue 34): a UUID, or nginx's $request_id (32 hex digits).
      assert.equal(await idOf('0f8fad5b-d9cb-469f-a165-70867728950e'), '0f8fad5b-d9cb-469f-a165-70867728950e');
      assert.equal(await idOf('7f3a9c0e5b1d4a2f8c6e9b0a1d2c3e4f'), '7f3a9c0e5b1d4a2f8c6e9b0a1d2c3e4f');
      // Anything else a client could have passed through the proxy is replaced by a fresh one.
      for (const forged of ['x" level=fatal msg="forged', 'lb-7f3a9c:001', 'admin-password-reset-ok', 'a'.repeat(32) + '0']) {
        assert.match((await idOf(forged)) as string, UUID, forged);
      }
    } finally {
      await ctx.close();
    }
  });
});
