import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routesToTest } from '../testing/api-routes';
import { AUTHORIZATION_TABLE } from '../testing/authorization/table';
import { sendCell } from '../testing/authorization/send-cell';
import { ACTORS, buildWorld } from '../testing/authorization/world';
import { buildTestApp, type TestContext } from '../testing/test-app';

/**
 * Personal answers are never kept by a shared cache (issue 34): every answer of every API GET route,
 * to each of the authorization matrix's six actors, whatever its status, says
 * `Cache-Control: private, no-store`, unless the route declares its answers public
 * (`config: { cache: 'public' }`: the same for everyone, or marked by the route itself). Those
 * routes are the reviewed list below, so declaring one is a decision someone reads.
 *
 * CACHE_ONLY=<text>[,<text>…] runs the routes whose key contains one of them.
 */
const PUBLIC_ROUTES = [
  // Public texts and settings, the same for everyone.
  'GET /api/v1/blog/getAllBlog',
  'GET /api/v1/blog/getBlogById/:id',
  'GET /api/v1/public/config',
  // The server's Web Push (VAPID) public key: a public key, the same for everyone.
  'GET /api/v1/push/publicKey',
  // Probes: they set `no-store` themselves.
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  // Photos and blog images are public and immutable; every private file is marked `private, no-store` by the route.
  'GET /api/v1/files/:fileId',
  // Redirects that set `no-store` themselves.
  'GET /api/v1/auth/google',
  'GET /api/v1/auth/google/callback',
  'GET /api/v1/user/verify-email',
];
const ONLY = process.env.CACHE_ONLY?.split(',');

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const getRoutes = () => routesToTest(ctx.app).filter((route) => route.method === 'GET');

describe('Cache-Control of every GET route', () => {
  it('declares public exactly the reviewed routes', () => {
    const declared = getRoutes()
      .filter((route) => route.config?.cache === 'public')
      .map((route) => `GET ${route.url}`);
    assert.deepEqual(declared.sort(), [...PUBLIC_ROUTES].sort());
  });

  it('answers private, no-store to every actor on every other GET route', { timeout: 10 * 60_000 }, async () => {
    const keys = getRoutes()
      .filter((route) => route.config?.cache !== 'public')
      .map((route) => `GET ${route.url}`)
      .filter((key) => !ONLY || ONLY.some((part) => key.includes(part)));
    assert.ok(keys.length > 40, `${keys.length} personal GET routes`);
    const wrong: string[] = [];
    for (const key of keys) {
      const entry = AUTHORIZATION_TABLE[key];
      assert.ok(entry, `${key} needs an entry in testing/authorization/`);
      const world = await buildWorld(ctx);
      for (const actor of ACTORS) {
        const response = await sendCell(world, key, entry, actor);
        const sent = response.headers['cache-control'];
        if (sent !== 'private, no-store') wrong.push(`${key} as ${actor} (${response.statusCode}): ${sent ?? 'none'}`);
      }
    }
    assert.deepEqual(wrong, [], `answers a shared cache could keep:\n${wrong.join('\n')}`);
  });
});
