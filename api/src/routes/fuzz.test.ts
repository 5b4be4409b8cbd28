import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { z } from 'zod';
import { errorResponse } from '@freelane/shared/contracts';
import type { ApiRoute } from '.';
import { Agent } from '../testing/agent';
import { routesToTest } from '../testing/api-routes';
import { buildUser, signIn, type BuiltUser } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

/**
 * Property-based fuzzing of every API route (issue 14): thousands of malformed params, queries and
 * bodies, shaped after each route's zod contract (its field names, wrong values), sent as a signed-in
 * client, freelancer and admin. The property: never a 5xx, and every 4xx is the `{ success: false,
 * message, code }` envelope. FUZZ_RUNS raises the runs per route and role (default 12).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let ctx: TestContext;
const people: Record<'client' | 'freelancer' | 'admin', BuiltUser | undefined> = {
  client: undefined,
  freelancer: undefined,
  admin: undefined,
};
before(async () => {
  ctx = await buildTestApp();
  people.client = await buildUser(ctx, { role: 'client' });
  people.freelancer = await buildUser(ctx, { role: 'freelancer' });
  people.admin = await buildUser(ctx, { role: 'admin' });
});
after(() => ctx.close());

/** Values that break naive code: wrong types, edge numbers, huge and odd strings, path and SQL tricks. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'a'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '__proto__',
    'constructor',
  ),
);
const nastyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** The field names a zod object schema declares (bodies and queries), to aim values at real fields. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return [];
}

/** A body shaped like the contract (its fields, wrong or missing values), or something else entirely. */
function bodyFor(route: ApiRoute) {
  const fields = fieldsOf(route.schema?.body);
  const shaped = fields.length
    ? fc.dictionary(fc.constantFrom(...fields, 'unexpected'), nastyValue, { maxKeys: fields.length + 1 })
    : fc.object({ maxDepth: 1 });
  return fc.oneof(shaped, fc.anything(), fc.constant(undefined));
}

function queryFor(route: ApiRoute) {
  const fields = fieldsOf(route.schema?.querystring);
  return fc.dictionary(fc.constantFrom(...fields, 'page', 'limit', 'x'), nastyText, { maxKeys: 4 });
}

/** The route's URL with every `:param` replaced by one odd value (encoded, so it stays one segment). */
function urlFor(route: ApiRoute) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return fc
    .tuple(fc.array(nastyText, { minLength: names.length, maxLength: names.length }), queryFor(route))
    .map(([values, query]) => {
      let url = route.url;
      names.forEach((name, index) => {
        url = url.replace(`:${name}`, encodeURIComponent(values[index]) || '%20');
      });
      const search = new URLSearchParams(query).toString();
      return search ? `${url}?${search}` : url;
    });
}

/** Routes whose success ends the very session the fuzzing uses; they are fuzzed without one. */
const ENDS_SESSION = new Set(['POST /api/v1/user/logout']);

async function fuzzRoute(route: ApiRoute, agent: Agent) {
  const outcome = await fc.check(
    fc.asyncProperty(urlFor(route), bodyFor(route), async (url, body) => {
      const unsafe = route.method !== 'GET' && route.method !== 'DELETE';
      const response = await agent.request({
        method: route.method as 'GET',
        url,
        ...(unsafe && body !== undefined ? { payload: body as object } : {}),
      });
      const where = `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      assert.ok(response.statusCode < 500, where);
      if (response.statusCode >= 400) {
        assert.ok(errorResponse.safeParse(JSON.parse(response.body)).success, where);
      }
    }),
    { numRuns: RUNS },
  );
  // The shrunk failure's own message names the request and the answer.
  if (outcome.failed) {
    const error = outcome.errorInstance as Error | undefined;
    assert.fail(`${error?.message ?? 'failed'} (seed ${outcome.seed}, path ${outcome.counterexamplePath})`);
  }
}

describe('fuzzing every API route', () => {
  it('never answers 5xx and always answers 4xx with { success: false, message, code }', async () => {
    const routes = routesToTest(ctx.app);
    assert.ok(routes.length > 100, `the route table lists ${routes.length} routes`);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const role of ['client', 'freelancer', 'admin'] as const) {
        const person = people[role];
        assert.ok(person);
        // A fresh session per route and role: one route's effects (a password change, a logout)
        // never leave the next route fuzzed while signed out.
        const agent = ENDS_SESSION.has(key) ? new Agent(ctx) : await signIn(ctx, person);
        await fuzzRoute(route, agent);
      }
    }
  });
});
