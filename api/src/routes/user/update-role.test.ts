import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildUser, sessionFor, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const URL = '/api/v1/user/updateRole';

describe('POST /user/updateRole', () => {
  it('sets the caller own role once, then refuses a second change', async () => {
    const built = await buildUser(ctx, { role: null, noPassword: true, isGoogleUser: true });
    const agent = await sessionFor(ctx, built);
    const first = await agent.post(URL, { role: 'client', userId: built.user.id });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().success, true);
    assert.equal(first.json().user.role, 'client');
    assert.equal(typeof first.json().message, 'string');

    const second = await agent.post(URL, { role: 'freelancer' });
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().success, false);
    assert.equal((await ctx.app.repos.users.findById(built.user.id))?.role, 'client');
  });

  it('refuses a user who already registered with a role', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const response = await agent.post(URL, { role: 'client' });
    assert.equal(response.statusCode, 409);
  });

  it('never sets admin', async () => {
    const built = await buildUser(ctx, { role: null });
    const agent = await signIn(ctx, built);
    const response = await agent.post(URL, { role: 'admin' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Role must be freelancer or client.');
    assert.equal((await ctx.app.repos.users.findById(built.user.id))?.role, null);
  });

  it("never sets another user's role", async () => {
    const caller = await buildUser(ctx, { role: null });
    const victim = await buildUser(ctx, { role: null });
    const agent = await signIn(ctx, caller);
    const response = await agent.post(URL, { role: 'client', userId: victim.user.id });
    assert.equal(response.statusCode, 403);
    assert.equal((await ctx.app.repos.users.findById(victim.user.id))?.role, null);
    assert.equal((await ctx.app.repos.users.findById(caller.user.id))?.role, null);
  });

  it('needs a session and the CSRF header', async () => {
    const visitor = new Agent(ctx);
    assert.equal((await visitor.post(URL, { role: 'client' })).statusCode, 401);
    const agent = await signIn(ctx, await buildUser(ctx, { role: null }));
    assert.equal((await agent.post(URL, { role: 'client' }, { csrf: false })).statusCode, 403);
  });
});
