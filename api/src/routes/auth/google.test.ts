import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOTP } from 'otpauth';
import { LOGIN_SECOND_STEP_PATH } from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { buildUser, signIn } from '../../testing/factories';
import { startMockOidcProvider, type MockOidcProvider } from '../../testing/mock-oidc-provider';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let provider: MockOidcProvider;
let ctx: TestContext;
before(async () => {
  provider = await startMockOidcProvider();
  ctx = await buildTestApp({
    config: {
      google: { clientId: provider.clientId, clientSecret: provider.clientSecret, issuerUrl: provider.issuer },
    },
  });
});
after(async () => {
  await ctx.close();
  await provider.close();
});

let counter = 0;
function identity(overrides: { email?: string; name?: string; email_verified?: boolean } = {}) {
  counter += 1;
  const email = overrides.email ?? `gina.${counter}.${Date.now()}@example.test`;
  ctx.emails.add(email);
  provider.setIdentity({
    sub: `google-sub-${counter}-${Date.now()}`,
    name: `Gina Google ${counter}`,
    ...overrides,
    email,
  });
  return email;
}

/** Browser: /auth/google → provider (auto-approves) → back to the callback. Returns the final redirect. */
async function googleFlow(agent: Agent, tamper?: (callback: URL) => void) {
  const start = await agent.get('/api/v1/auth/google');
  assert.equal(start.statusCode, 302, start.body);
  const authorize = new URL(String(start.headers.location));
  assert.equal(authorize.origin, provider.issuer);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('state'));
  assert.ok(authorize.searchParams.get('nonce'));
  assert.equal(authorize.searchParams.get('redirect_uri'), 'http://localhost:8080/api/v1/auth/google/callback');
  const stateCookie = start.cookies.find((cookie) => cookie.name === 'freelane_oidc');
  assert.ok(stateCookie?.httpOnly, 'flow state in an HttpOnly cookie');

  const approved = await fetch(authorize, { redirect: 'manual' });
  assert.equal(approved.status, 302);
  const callback = new URL(String(approved.headers.get('location')));
  tamper?.(callback);
  return agent.get(`${callback.pathname}${callback.search}`);
}

describe('Google sign-in (OpenID Connect against the mock provider)', () => {
  it('creates a new account without a role, signs it in, then the role is chosen once', async () => {
    const email = identity();
    const agent = new Agent(ctx, email);
    const done = await googleFlow(agent);
    assert.equal(done.statusCode, 302, done.body);
    // A new account's first sign-in is greeted as one (issue 36); still no personal data in the URL.
    assert.equal(done.headers.location, '/google-success?welcome=1', 'no personal data in the URL');
    assert.ok(done.cookies.some((cookie) => cookie.name === 'freelane_sid' && cookie.value));

    const profile = await agent.get('/api/v1/user/profile');
    assert.equal(profile.statusCode, 200);
    const { user } = profile.json();
    assert.equal(user.email, email);
    assert.equal(user.role, null);
    assert.equal(user.isGoogleUser, true);
    assert.equal(user.hasPassword, false);
    assert.equal(user.emailVerified, true);
    assert.match(user.fullName, /^Gina Google/);

    const role = await agent.post('/api/v1/user/updateRole', { role: 'freelancer' });
    assert.equal(role.statusCode, 200, role.body);
    assert.equal(role.json().user.role, 'freelancer');

    // Signing in again finds the same account by its Google subject.
    const again = new Agent(ctx, email);
    assert.equal((await googleFlow(again)).headers.location, '/google-success');
    assert.equal((await again.get('/api/v1/user/profile')).json().user._id, user._id);
  });

  it('keeps the display-name rule for names from Google: invisible characters dropped, a team name replaced (issue 28)', async () => {
    const hidden = new Agent(ctx, identity({ name: 'Gina\u200B Google\u202E' }));
    await googleFlow(hidden);
    assert.equal((await hidden.get('/api/v1/user/profile')).json().user.fullName, 'Gina Google');
    const posing = identity({ email: `ginag.${Date.now()}@example.test`, name: 'Freelane Support' });
    const agent = new Agent(ctx, posing);
    await googleFlow(agent);
    assert.equal((await agent.get('/api/v1/user/profile')).json().user.fullName, posing.split('@')[0]);
    const both = new Agent(ctx, identity({ email: `admin.${Date.now() % 1000}@example.test`, name: 'Admin' }));
    await googleFlow(both);
    assert.equal((await both.get('/api/v1/user/profile')).json().user.fullName, 'New member');
  });

  it('judges Google names and the username it makes by the same look-alike rule (issue 34)', async () => {
    for (const name of ['Freełane Billing', 'ᴀᴅᴍɪɴ', 'Trust & Safety']) {
      const agent = new Agent(ctx, identity({ email: `sysadmin.${(counter += 1)}.${Date.now()}@example.test`, name }));
      await googleFlow(agent);
      const { user } = (await agent.get('/api/v1/user/profile')).json();
      assert.equal(user.fullName, 'New member', `${name}, and an address that poses too, give way`);
      assert.match(user.username, /^member(_|$)/, 'the username is not made of a team word either');
    }
  });

  it('links an existing password account with the same e-mail instead of duplicating it', async () => {
    const existing = await buildUser(ctx, { role: 'client' });
    identity({ email: existing.email.toUpperCase() });
    ctx.emails.add(existing.email);
    const before = await ctx.app.repos.users.count();
    const agent = new Agent(ctx, existing.email);
    assert.equal((await googleFlow(agent)).headers.location, '/google-success');
    const { user } = (await agent.get('/api/v1/user/profile')).json();
    assert.equal(user._id, existing.user.id);
    assert.equal(user.role, 'client');
    assert.equal(user.isGoogleUser, true);
    assert.equal(user.hasPassword, true, 'their password still works');
    assert.equal(await ctx.app.repos.users.count(), before);
    await signIn(ctx, existing);
  });

  it('drops a password set on an address nobody had verified (pre-hijacking)', async () => {
    const squatter = await buildUser(ctx, { role: 'client', verified: false });
    identity({ email: squatter.email });
    const agent = new Agent(ctx, squatter.email);
    assert.equal((await googleFlow(agent)).headers.location, '/google-success');
    const { user } = (await agent.get('/api/v1/user/profile')).json();
    assert.equal(user._id, squatter.user.id);
    assert.equal(user.hasPassword, false);
    const login = await new Agent(ctx).post('/api/v1/user/login', {
      email: squatter.email,
      password: squatter.password,
    });
    assert.equal(login.statusCode, 401);
  });

  it('refuses a tampered state, a replayed callback and an unverified Google e-mail', async () => {
    identity();
    const forged = new Agent(ctx);
    const tampered = await googleFlow(forged, (callback) => callback.searchParams.set('state', 'forged-state'));
    assert.equal(tampered.headers.location, '/login?google=failed');
    assert.equal((await forged.get('/api/v1/user/profile')).statusCode, 401);

    // No flow cookie (another browser, or the cookie was already used).
    const email = identity();
    const first = new Agent(ctx, email);
    let replayUrl = '';
    await googleFlow(first, (callback) => {
      replayUrl = `${callback.pathname}${callback.search}`;
    });
    const replay = await new Agent(ctx).get(replayUrl);
    assert.equal(replay.headers.location, '/login?google=failed');
    const reuse = await first.get(replayUrl);
    assert.equal(reuse.headers.location, '/login?google=failed', 'the flow cookie works once');

    const unverified = identity({ email_verified: false });
    const agent = new Agent(ctx, unverified);
    assert.equal((await googleFlow(agent)).headers.location, '/login?google=failed');
    assert.equal(await ctx.app.repos.users.findByEmail(unverified), undefined);
  });

  it('asks for the second step after Google when two-step sign-in is on (issue 38)', async () => {
    const email = identity();
    const first = new Agent(ctx, email);
    await googleFlow(first);
    const setup = (await first.post('/api/v1/user/2fa/totp')).json() as { secret: string };
    const code = (offsetMs = 0) =>
      new TOTP({ secret: setup.secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
        timestamp: Date.now() + offsetMs,
      });
    assert.equal((await first.post('/api/v1/user/2fa/totp/verify', { code: code() })).statusCode, 200);

    const browser = new Agent(ctx, email);
    const done = await googleFlow(browser);
    assert.equal(done.headers.location, LOGIN_SECOND_STEP_PATH, 'the login page asks for the code');
    assert.ok(!done.cookies.some((cookie) => cookie.name === 'freelane_sid' && cookie.value), 'no session yet');
    assert.equal((await browser.get('/api/v1/user/profile')).statusCode, 401);
    // The next time step's code (the one used to turn it on is spent); the window accepts it.
    const second = await browser.post('/api/v1/user/login/2fa', { code: code(30_000) });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal((await browser.get('/api/v1/user/profile')).json().user.email, email);
  });

  it('reports googleSignInEnabled in the public config', async () => {
    const config = await new Agent(ctx).get('/api/v1/public/config');
    assert.equal(config.json().googleSignInEnabled, true);
  });
});

describe('Google sign-in when not configured', () => {
  it('sends the browser to /login?google=disabled', async () => {
    const plain = await buildTestApp();
    try {
      const agent = new Agent(plain);
      const start = await agent.get('/api/v1/auth/google');
      assert.equal(start.statusCode, 302);
      assert.equal(start.headers.location, '/login?google=disabled');
      assert.equal(
        (await agent.get('/api/v1/auth/google/callback?code=x&state=y')).headers.location,
        '/login?google=disabled',
      );
      assert.equal((await agent.get('/api/v1/public/config')).json().googleSignInEnabled, false);
    } finally {
      await plain.close();
    }
  });

  it('fails cleanly when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({
      config: { google: { clientId: 'x', clientSecret: 'y', issuerUrl: 'http://127.0.0.1:9' } },
    });
    try {
      const start = await new Agent(unreachable).get('/api/v1/auth/google');
      assert.equal(start.headers.location, '/login?google=failed');
    } finally {
      await unreachable.close();
    }
  });
});
