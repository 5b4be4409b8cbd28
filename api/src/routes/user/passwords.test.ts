import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { FORGET_PASSWORD_MESSAGE } from '@freelane/shared/contracts';
import { passwordResetTokens } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { Agent, inject } from '../../testing/agent';
import { buildUser, sessionFor, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const NEW_PASSWORD = 'Brand-New-Orbit-42';

const recover = (agent: Agent, token: string, password = NEW_PASSWORD) =>
  agent.post('/api/v1/user/recover-password', { password }, { headers: { authorization: `Bearer ${token}` } });

async function requestReset(email: string, agent = new Agent(ctx)) {
  const before = ctx.outbox.to(email).length;
  const response = await agent.post('/api/v1/user/forget-password', { email });
  assert.equal(response.statusCode, 200, response.body);
  await ctx.outbox.waitFor(email, before + 1);
  return ctx.outbox.resetToken(email);
}

describe('forget-password', () => {
  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const unknown = await new Agent(ctx).post('/api/v1/user/forget-password', { email: 'nobody.here@example.test' });
    const built = await buildUser(ctx);
    const known = await new Agent(ctx).post('/api/v1/user/forget-password', { email: built.email });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { success: true, message: FORGET_PASSWORD_MESSAGE });
    assert.deepEqual(known.json(), unknown.json());
    await ctx.outbox.waitFor(built.email);
    assert.equal(ctx.outbox.to('nobody.here@example.test').length, 0);
  });

  it('mails a PUBLIC_URL link with a random token stored only as a hash; also as a form post', async () => {
    const built = await buildUser(ctx);
    const response = await new Agent(ctx).request({
      method: 'POST',
      url: '/api/v1/user/forget-password',
      payload: `email=${encodeURIComponent(built.email.toUpperCase())}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const mail = await ctx.outbox.waitFor(built.email);
    assert.match(mail.text, /http:\/\/localhost:8080\/recover-password\/[A-Za-z0-9_-]{43}\b/);
    const token = ctx.outbox.resetToken(built.email);
    const [row] = await ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(token)));
    assert.ok(row, 'stored by hash');
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    assert.ok(Math.abs(ttl - 60 * 60 * 1000) < 5000, `expires in 1 hour, got ${ttl} ms`);
  });

  it('is rate limited per address and e-mail', async () => {
    const agent = new Agent(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await agent.post('/api/v1/user/forget-password', { email: 'flood@example.test' })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });
});

describe('recover-password', () => {
  it('sets the new password, logs nobody in, ends every session and works once', async () => {
    const built = await buildUser(ctx);
    const laptop = await signIn(ctx, built);
    const phone = await signIn(ctx, built);
    const token = await requestReset(built.email);

    const visitor = new Agent(ctx);
    const done = await recover(visitor, token);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().success, true);
    assert.ok(!done.cookies.some((cookie) => cookie.name === 'freelane_sid' && cookie.value), 'no session cookie');
    assert.equal((await visitor.get('/api/v1/user/profile')).statusCode, 401);

    assert.equal((await laptop.get('/api/v1/user/profile')).statusCode, 401, 'old sessions ended');
    assert.equal((await phone.get('/api/v1/user/profile')).statusCode, 401, 'old sessions ended');

    const oldLogin = await new Agent(ctx).post('/api/v1/user/login', { email: built.email, password: built.password });
    assert.equal(oldLogin.statusCode, 401);
    await signIn(ctx, { ...built, password: NEW_PASSWORD });

    const reused = await recover(new Agent(ctx), token, 'Another-Fresh-Pass-7');
    assert.equal(reused.statusCode, 400);
    assert.match(reused.json().message, /already been used/);
  });

  it('refuses an expired token with a clear message', async () => {
    const built = await buildUser(ctx);
    const token = await requestReset(built.email);
    await ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const response = await recover(new Agent(ctx), token);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /expired/);
    await signIn(ctx, built);
  });

  it('refuses an unknown or missing token, and a weak password', async () => {
    const unknown = await recover(new Agent(ctx), 'A'.repeat(43));
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /not valid/);
    const missing = await new Agent(ctx).post('/api/v1/user/recover-password', { password: NEW_PASSWORD });
    assert.equal(missing.statusCode, 400);

    const built = await buildUser(ctx);
    const token = await requestReset(built.email);
    const weak = await recover(new Agent(ctx), token, 'password123');
    assert.equal(weak.statusCode, 400);
    assert.match(weak.json().message, /too common/);
    const short = await recover(new Agent(ctx), token, 'short');
    assert.equal(short.statusCode, 400);
    assert.match(short.json().message, /at least 8 characters/);
    // Refusals do not use the link up.
    assert.equal((await recover(new Agent(ctx), token)).statusCode, 200);
  });

  it('is rate limited per address', async () => {
    const agent = new Agent(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await recover(agent, `${'B'.repeat(42)}${i}`)).statusCode);
    assert.deepEqual([...new Set(statuses.slice(0, 10))], [400]);
    assert.equal(statuses[10], 429);
  });

  it('a successful reset ends the other links sent before it', async () => {
    const built = await buildUser(ctx);
    const first = await requestReset(built.email);
    const second = await requestReset(built.email);
    assert.equal((await recover(new Agent(ctx), second)).statusCode, 200);
    assert.equal((await recover(new Agent(ctx), first, 'Yet-Another-Pass-8')).statusCode, 400);
  });
});

describe('changePassword', () => {
  it('needs the current password', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const wrong = await agent.post('/api/v1/user/changePassword', { currentPassword: 'not-my-password', password: NEW_PASSWORD });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Your current password is incorrect.');
    assert.equal((await agent.get('/api/v1/user/profile')).statusCode, 200, 'still signed in');
    const missing = await agent.post('/api/v1/user/changePassword', { password: NEW_PASSWORD });
    assert.equal(missing.statusCode, 400);
    await signIn(ctx, built);
  });

  it('changes it, keeps the caller signed in and ends every other session', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const other = await signIn(ctx, built);
    const response = await agent.post('/api/v1/user/changePassword', {
      currentPassword: built.password,
      password: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().success, true);
    assert.equal(response.json().user.hasPassword, true);
    assert.equal((await agent.get('/api/v1/user/profile')).statusCode, 200, 'caller continues');
    assert.equal((await other.get('/api/v1/user/profile')).statusCode, 401, 'other device signed out');
    await signIn(ctx, { ...built, password: NEW_PASSWORD });
  });

  it('refuses an account without a password', async () => {
    const built = await buildUser(ctx, { noPassword: true, isGoogleUser: true });
    const agent = await sessionFor(ctx, built);
    const response = await agent.post('/api/v1/user/changePassword', { currentPassword: 'x', password: NEW_PASSWORD });
    assert.equal(response.statusCode, 409);
    assert.match(response.json().message, /Set Password/);
  });
});

describe('set-password', () => {
  it('adds a password to a Google account once', async () => {
    const built = await buildUser(ctx, { noPassword: true, isGoogleUser: true });
    const agent = await sessionFor(ctx, built);
    const before = await agent.get('/api/v1/user/profile');
    assert.equal(before.json().user.hasPassword, false);
    const response = await agent.put('/api/v1/user/set-password', { password: NEW_PASSWORD });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.hasPassword, true);
    assert.equal(response.json().user.isGoogleUser, true);
    await signIn(ctx, { ...built, password: NEW_PASSWORD });

    const again = await agent.put('/api/v1/user/set-password', { password: 'Other-Strong-Pass-5' });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /Change Password/);
  });

  it('refuses accounts that have a password and visitors', async () => {
    const agent = await signIn(ctx, await buildUser(ctx));
    assert.equal((await agent.put('/api/v1/user/set-password', { password: NEW_PASSWORD })).statusCode, 409);
    const anonymous = await inject(ctx, { method: 'PUT', url: '/api/v1/user/set-password', payload: { password: NEW_PASSWORD } });
    assert.equal(anonymous.statusCode, 403, 'no CSRF token');
    assert.equal((await new Agent(ctx).put('/api/v1/user/set-password', { password: NEW_PASSWORD })).statusCode, 401);
  });
});
