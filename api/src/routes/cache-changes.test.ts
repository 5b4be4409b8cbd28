import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TAG_KINDS } from '../lib/cache-tags';
import { isWriteRoute } from '../plugins/read-cache';
import { buildTestApp, type TestContext } from '../testing/test-app';

// Like the authorization matrix: a write route decides what cached data it may change, or this
// fails. The read-cache plugin then holds every committed write of a request against it (an
// undeclared kind fails the request in tests: plugins/read-cache.test.ts).

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('what each write route changes in the read cache', () => {
  it('is declared by every write route (config.changes, [] for nothing cached)', () => {
    const writes = ctx.app.apiRoutes.filter(isWriteRoute);
    assert.ok(writes.length >= 60, `only ${writes.length} write routes found`);
    const undeclared = writes.filter((route) => !Array.isArray(route.config?.changes)).map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(undeclared, [], 'write routes that do not say what they change');
  });

  it('names only kinds the cache knows', () => {
    const unknown = ctx.app.apiRoutes.flatMap((route) =>
      (route.config?.changes ?? [])
        .filter((kind) => !(TAG_KINDS as readonly string[]).includes(kind))
        .map((kind) => `${route.method} ${route.url}: ${kind}`),
    );
    assert.deepEqual(unknown, []);
  });
});
