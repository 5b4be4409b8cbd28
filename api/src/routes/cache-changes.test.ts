import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CACHE_KINDS, routeKeyOf } from '@freelane/shared/contracts';
import { TAG_KINDS } from '../lib/cache-tags';
import { isWriteRoute } from '../lib/change-scope';
import { DEFINED_ENDPOINTS, keyOf, routesToTest } from '../testing/api-routes';
import { buildTestApp, type TestContext } from '../testing/test-app';

// Like the authorization matrix: a write route decides what cached data it may change, or this
// fails. The read-cache plugin then holds every committed write of a request against it (an
// undeclared kind fails the request in tests and in development: plugins/undeclared-changes.test.ts).

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('what each write route changes in the read cache', () => {
  it('is declared by every write route (a definition’s `changes`, [] for nothing cached)', () => {
    const writes = routesToTest(ctx.app).filter(isWriteRoute);
    assert.ok(writes.length >= 60, `only ${writes.length} write routes found`);
    const undeclared = writes.filter((route) => !Array.isArray(route.config?.changes)).map(keyOf);
    assert.deepEqual(undeclared, [], 'write routes that do not say what they change');
  });

  it('names only kinds of the one cache vocabulary (contracts/cache-kinds.ts)', () => {
    const unknown = [
      ...routesToTest(ctx.app).flatMap((route) =>
        (route.config?.changes ?? [])
          .filter((kind) => !(TAG_KINDS as readonly string[]).includes(kind))
          .map((kind) => `${keyOf(route)}: ${kind}`),
      ),
      ...DEFINED_ENDPOINTS.flatMap((definition) =>
        [...(definition.reads ?? []), ...(definition.changes ?? [])]
          .filter((kind) => !(kind in CACHE_KINDS))
          .map((kind) => `${routeKeyOf(definition)}: ${kind}`),
      ),
    ];
    assert.deepEqual(unknown, []);
  });

  it('takes the server’s kinds of a definition as its route’s declaration', () => {
    const wrong = DEFINED_ENDPOINTS.filter((definition) => definition.changes).flatMap((definition) => {
      const route = routesToTest(ctx.app).find((candidate) => candidate.config?.endpoint === definition);
      const expected = definition.changes?.filter((kind) => CACHE_KINDS[kind].server) ?? [];
      return JSON.stringify(route?.config?.changes) === JSON.stringify(expected) ? [] : [routeKeyOf(definition)];
    });
    assert.deepEqual(wrong, []);
  });
});
