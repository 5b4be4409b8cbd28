// RUNS ALONE: compares response times against one password hash; a neighbour file skews them (api/scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../../lib/passwords';
import { Agent } from '../../testing/agent';
import { buildUser, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

// Issue 28: sign-up must not tell whether an e-mail address has an account, by status, code, body
// or time, whatever else is right or wrong with the form.
let ctx: TestContext;
let owner: BuiltUser;
let taken: BuiltUser;
before(async () => {
  // Many sign-ups from one test address: the per-address limit is not what is measured here.
  ctx = await buildTestApp({ config: { signupsPerAddress: 10_000 } });
  owner = await buildUser(ctx, { username: 'owner_of_address' });
  taken = await buildUser(ctx, { username: 'taken_username' });
});
after(() => ctx.close());

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: 'Dana Doe',
    email: `dana.${counter}.${Date.now()}@example.test`,
    password: 'Correct-Horse-Battery-9',
    username: `dana_${counter}_${Date.now() % 100_000}`,
    role: 'freelancer',
    ...overrides,
  };
};

async function signUp(body: Record<string, unknown>) {
  const started = performance.now();
  const response = await new Agent(ctx).post('/api/v1/user/register', body);
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Medians {
  /** Median of (registered address − new address), each pair sent back to back. */
  difference: number;
  /** One password hash, the work that told the two apart (about 150 ms on a production host). */
  hash: number;
}

/**
 * A sign-up with a new address, the same with a registered one, and a bare password hash, in turns:
 * each pair meets the same load on the machine, so the median of the pairs' differences is about
 * the server's work alone. Timings are compared with each other, never with a fixed figure.
 */
async function medians(newAddress: () => Record<string, unknown>, registered: () => Record<string, unknown>, tries = 15) {
  const differences: number[] = [];
  const hashes: number[] = [];
  await signUp(newAddress()); // warm-up
  for (let i = 0; i < tries; i += 1) {
    const fresh = (await signUp(newAddress())).ms;
    differences.push((await signUp(registered())).ms - fresh);
    const started = performance.now();
    await hashPassword(`Correct-Horse-Battery-${i}`);
    hashes.push(performance.now() - started);
  }
  return { difference: median(differences), hash: median(hashes) };
}

/** The two differ by less than half of one password hash: noise, not a skipped (or an extra) hash. */
function assertAlike(times: Medians, what: string) {
  assert.ok(
    Math.abs(times.difference) < times.hash / 2,
    `${what}: a registered address takes ${times.difference.toFixed(1)} ms more than a new one (median of pairs); ` +
      `one password hash takes ${times.hash.toFixed(1)} ms`,
  );
}

describe('sign-up answers a registered e-mail exactly like a new one', () => {
  it('in status, code and body, whatever else is wrong with the form', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['a valid form', {}],
      ['a taken username', { username: taken.user.username.toUpperCase() }],
      ['a common password', { password: 'password123' }],
      ['a password holding the username', { username: 'harbourlight', password: 'Harbourlight-2031' }],
      ['a missing full name', { fullName: '' }],
      ['an admin role', { role: 'admin' }],
    ];
    for (const [what, overrides] of cases) {
      const fresh = await signUp(form(overrides));
      const registered = await signUp(form({ ...overrides, email: owner.email }));
      assert.equal(registered.status, fresh.status, `${what}: status`);
      assert.deepEqual(registered.body, fresh.body, `${what}: body and code`);
    }
    // The owner of the address is told by mail instead, once per attempt that passed validation
    // (the valid form, and the taken username, which is no longer refused: issue 34).
    assert.equal(ctx.outbox.to(owner.email).length, 2);
  });

  it('in time: a taken username answers as fast with either address, and a valid form as slowly', async () => {
    assertAlike(
      await medians(
        () => form({ username: taken.user.username }),
        () => form({ username: taken.user.username, email: owner.email }),
      ),
      'a taken username',
    );
    assertAlike(await medians(() => form(), () => form({ email: owner.email })), 'a valid form');
  });
});

/** Opens the newest verification link sent to `email`, signs in and returns the account's username. */
async function verifiedUsername(email: string, password = 'Correct-Horse-Battery-9'): Promise<string> {
  const token = ctx.outbox.verificationToken(email);
  assert.equal((await new Agent(ctx).get(`/api/v1/user/verify-email?token=${token}`)).headers.location, '/login?verified=1');
  const agent = new Agent(ctx, email);
  assert.equal((await agent.post('/api/v1/user/login', { email, password })).statusCode, 200);
  return (await agent.get('/api/v1/user/profile')).json().user.username as string;
}

describe('sign-up never reveals an account through the username either (issue 34)', () => {
  it('answers alike whether a registered or a new e-mail came first with the username, and uses nothing up for a registered one', async () => {
    // The probe: the target's e-mail with a fresh username, then a fresh e-mail with the same username.
    const probe = async (target: string) => {
      const username = `probe_${(counter += 1)}_${Date.now() % 100_000}`;
      const first = await signUp(form({ email: target, username }));
      const second = form({ username });
      const answer = await signUp(second);
      return { answers: [first.status, first.body, answer.status, answer.body], username, email: second.email as string };
    };
    const registered = await probe(owner.email);
    const unregistered = await probe(`nobody.${Date.now()}@example.test`);
    assert.deepEqual(registered.answers, unregistered.answers);
    assert.deepEqual(registered.answers.slice(0, 2), [201, (await signUp(form())).body]);

    // A sign-up with a registered address holds no username: the next person to prove theirs gets it.
    assert.equal(await verifiedUsername(registered.email), registered.username);
  });

  it('answers a username a verified account holds like a free one; the new account gets a free variant once verified', async () => {
    const fresh = await signUp(form());
    const attempt = form({ username: taken.user.username.toUpperCase() });
    const answer = await signUp(attempt);
    assert.deepEqual([answer.status, answer.body], [fresh.status, fresh.body]);
    const username = await verifiedUsername(attempt.email as string);
    assert.notEqual(username.toLowerCase(), taken.user.username.toLowerCase());
    assert.match(username, new RegExp(`^${taken.user.username.toUpperCase()}_[a-z0-9]+$`));
  });
});
