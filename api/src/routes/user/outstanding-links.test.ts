import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const NEW_PASSWORD = 'Brand-New-Orbit-42';

async function requestReset(email: string) {
  const before = ctx.outbox.to(email).length;
  assert.equal((await new Agent(ctx).post('/api/v1/user/forget-password', { email })).statusCode, 200);
  await ctx.outbox.waitFor(email, before + 1);
  return ctx.outbox.resetToken(email);
}

const recover = (token: string) =>
  new Agent(ctx).post(
    '/api/v1/user/recover-password',
    { password: 'Another-Fresh-Pass-77' },
    { headers: { authorization: `Bearer ${token}` } },
  );

/** Asks for a change of address and returns the link's token (mailed to the new address). */
async function requestEmailChange(agent: Agent, newEmail: string) {
  ctx.emails.add(newEmail);
  agent.alsoOwn.add(newEmail); // typed by this user: it comes back in their own answer
  assert.equal((await agent.post('/api/v1/user/updateProfile', { email: newEmail })).statusCode, 200);
  return ctx.outbox.verificationToken(newEmail);
}

const openVerification = async (token: string) =>
  (await new Agent(ctx).get(`/api/v1/user/verify-email?token=${token}`)).headers.location;

describe('every password change, reset, e-mail change or sign-out everywhere ends the links already sent (issue 34)', () => {
  it('a password change ends the reset links and the e-mail change links sent before', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const reset = await requestReset(built.email);
    const moved = `moved.${Date.now()}@example.test`;
    const change = await requestEmailChange(agent, moved);
    const changed = await agent.post('/api/v1/user/changePassword', {
      currentPassword: built.password,
      password: NEW_PASSWORD,
    });
    assert.equal(changed.statusCode, 200, changed.body);

    const late = await recover(reset);
    assert.equal(late.statusCode, 400, 'the reset link asked for before the change no longer works');
    assert.notEqual(await openVerification(change), '/login?verified=1', 'nor the e-mail change link');
    const owner = new Agent(ctx, built.email);
    owner.alsoOwn.add(moved); // still shown as the pending address
    const signedIn = await owner.post('/api/v1/user/login', { email: built.email, password: NEW_PASSWORD });
    assert.equal(signedIn.statusCode, 200, 'the new password stands');
  });

  it('an e-mail change ends the reset links sent to the old address', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const reset = await requestReset(built.email);
    const newEmail = `changed.${Date.now()}@example.test`;
    assert.equal(await openVerification(await requestEmailChange(agent, newEmail)), '/login?verified=1');
    assert.equal((await recover(reset)).statusCode, 400, 'whoever reads the old inbox cannot take the account back');
  });

  it('a reset ends the other reset links and a pending e-mail change link', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const change = await requestEmailChange(agent, `pending.${Date.now()}@example.test`);
    const first = await requestReset(built.email);
    const second = await requestReset(built.email);
    assert.equal((await recover(second)).statusCode, 200);
    assert.equal((await recover(first)).statusCode, 400);
    assert.notEqual(await openVerification(change), '/login?verified=1');
  });

  it('signing out everywhere ends the links too', async () => {
    const built = await buildUser(ctx);
    const reset = await requestReset(built.email);
    await ctx.app.repos.sessions.revokeAllForUser(built.user.id);
    assert.equal((await recover(reset)).statusCode, 400);
  });
});
