import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { keyOf, routesToTest } from '../testing/api-routes';
import { AUTHORIZATION_TABLE } from '../testing/authorization/table';
import { sendCell } from '../testing/authorization/send-cell';
import { ACTORS, buildWorld, type Actor, type AuthorizationCase } from '../testing/authorization/world';
import { buildTestApp, type TestContext } from '../testing/test-app';

/**
 * The authorization matrix (issue 14): every API route × {anonymous, freelancer, client, another
 * client, hired freelancer, admin}, each sent a valid request, against the status the tables in
 * testing/authorization/ expect. Each route gets a world of its own (five people and a hired job), so
 * one route's changes never decide another's answers.
 *
 * AUTHZ_ONLY=<text>[,<text>…] runs the routes whose key contains one of them; AUTHZ_RECORD=<file> writes the statuses
 * actually answered there instead of asserting (for drafting an entry, which a person then reviews).
 */
const TABLE = AUTHORIZATION_TABLE;
const ONLY = process.env.AUTHZ_ONLY?.split(',');
const RECORD = process.env.AUTHZ_RECORD;

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

/** Every endpoint, from its definition (contracts/endpoints). */
const routeKeys = () => routesToTest(ctx.app).map(keyOf);

async function answers(key: string, entry: AuthorizationCase): Promise<Record<Actor, number>> {
  const world = await buildWorld(ctx);
  const got = {} as Record<Actor, number>;
  for (const actor of ACTORS) got[actor] = (await sendCell(world, key, entry, actor)).statusCode;
  return got;
}

describe('authorization matrix', () => {
  it('has exactly one entry per API route', () => {
    const routes = routeKeys();
    assert.ok(routes.length > 100, `the route table lists ${routes.length} routes`);
    const missing = routes.filter((key) => !(key in TABLE));
    const unknown = Object.keys(TABLE).filter((key) => !routes.includes(key));
    assert.deepEqual(
      { missing, unknown },
      { missing: [], unknown: [] },
      'every route needs an entry in testing/authorization/',
    );
  });

  it('answers every route as the table says, for every actor', { timeout: 20 * 60_000 }, async () => {
    const keys = routeKeys().filter((key) => key in TABLE && (!ONLY || ONLY.some((part) => key.includes(part))));
    const mismatches: string[] = [];
    const recorded: string[] = [];
    for (const key of keys) {
      const got = await answers(key, TABLE[key]);
      recorded.push(`  '${key}': ${JSON.stringify(got).replace(/"/g, '').replace(/,/g, ', ').replace(/:/g, ': ')}`);
      const expected = TABLE[key].expect;
      const wrong = ACTORS.filter((actor) => got[actor] !== expected[actor]);
      if (wrong.length) {
        mismatches.push(
          `${key}: ${wrong.map((actor) => `${actor} got ${got[actor]}, expected ${expected[actor]}`).join('; ')}`,
        );
      }
    }
    if (RECORD) {
      writeFileSync(RECORD, `${recorded.join('\n')}\n`);
      return;
    }
    assert.deepEqual(mismatches, [], `answers differ from the table:\n${mismatches.join('\n')}`);
  });
});
