import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent, inject } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const registration = (n: string) => ({
  fullName: `Dana Doe ${n}`,
  email: `dana.${n}@example.test`,
  password: 'Correct-Horse-Battery-9',
  username: `dana_${n}`,
  role: 'freelancer',
});

describe('sign-up, verification, login, profile, logout', () => {
  it('takes a new account from sign-up to logout', async () => {
    const visitor = new Agent(ctx);
    const input = registration('flow');
    ctx.emails.add(input.email);

    const registered = await visitor.post('/api/v1/user/register', input);
    assert.equal(registered.statusCode, 201, registered.body);
    assert.deepEqual(registered.json(), {
      success: true,
      message: 'Account created successfully! Please check your email to verify your account.',
    });

    // Not verified yet: the correct password is still refused, with a clear message.
    const early = await visitor.post('/api/v1/user/login', { email: input.email, password: input.password });
    assert.equal(early.statusCode, 403);
    assert.match(early.json().message, /verify your e-mail address/);

    const token = ctx.outbox.verificationToken(input.email);
    const stored = await ctx.app.repos.emailVerificationTokens.find(token);
    assert.ok(stored);
    assert.notEqual(stored.tokenHash, token, 'the database keeps a hash, not the token');

    const verified = await visitor.get(`/api/v1/user/verify-email?token=${token}`);
    assert.equal(verified.statusCode, 302);
    assert.equal(verified.headers.location, '/login?verified=1');

    const agent = new Agent(ctx, input.email);
    const login = await agent.post('/api/v1/user/login', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(login.json().user.email, input.email);
    assert.equal(login.json().user.role, 'freelancer');
    assert.equal(login.json().user.hiringAssistantStatus, 'Inactive');
    // Issue 36: the first sign-in is greeted as one, with one welcome notification linking to the profile.
    assert.equal(login.json().firstSignIn, true);
    assert.equal(login.json().message, `Welcome to Freelane, ${input.fullName}!`);
    const welcomes = async () =>
      (await agent.get('/api/v1/notification/getNotifications'))
        .json()
        .notifications.filter((notification: { type: string }) => notification.type === 'welcome');
    const [welcome, ...more] = await welcomes();
    assert.equal(more.length, 0);
    assert.equal(welcome.link, '/editProfile');
    assert.match(welcome.message, /^Welcome to Freelane, Dana! Complete your profile/);
    const sessionCookie = login.cookies.find((cookie) => cookie.name === 'freelane_sid');
    assert.ok(sessionCookie?.httpOnly, 'the session cookie is HttpOnly');
    assert.equal(sessionCookie?.sameSite, 'Lax');
    assert.ok(sessionCookie.value.length >= 22, 'at least 128 bits');

    const profile = await agent.get('/api/v1/user/profile');
    assert.equal(profile.statusCode, 200);
    assert.deepEqual(Object.keys(profile.json().user).sort(), [
      '_id',
      'createdAt',
      'email',
      'emailVerified',
      'fullName',
      'hasPassword',
      'hiringAssistantStatus',
      'isGoogleUser',
      'pendingEmail',
      'profile',
      'projectCompleted',
      'role',
      'skillProfile',
      'username',
    ]);
    assert.equal(profile.json().user.emailVerified, true);

    const logout = await agent.post('/api/v1/user/logout');
    assert.equal(logout.statusCode, 200);
    assert.deepEqual(logout.json(), { success: true, message: 'Logged out successfully.' });

    const afterLogout = await agent.get('/api/v1/user/profile');
    assert.equal(afterLogout.statusCode, 401);
    assert.equal(afterLogout.json().success, false);

    // The second sign-in is a return: "Welcome back", and still one welcome.
    const again = await agent.post('/api/v1/user/login', { email: input.email, password: input.password });
    assert.equal(again.json().firstSignIn, false);
    assert.equal(again.json().message, `Welcome back, ${input.fullName}!`);
    assert.equal((await welcomes()).length, 1, 'welcomed once');
    await agent.post('/api/v1/user/logout');

    // The old cookie is revoked on the server, not just forgotten by the browser.
    const replay = await inject(ctx, {
      url: '/api/v1/user/profile',
      headers: { cookie: `freelane_sid=${sessionCookie.value}` },
    });
    assert.equal(replay.statusCode, 401);
  });

  it('accepts the sign-up form as urlencoded and multipart too', async () => {
    const visitor = new Agent(ctx);
    const form = registration('form');
    ctx.emails.add(form.email);
    const urlencoded = await visitor.request({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(urlencoded.statusCode, 201, urlencoded.body);

    const multi = registration('multi');
    ctx.emails.add(multi.email);
    const boundary = '----freelane-test';
    const body =
      Object.entries(multi)
        .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const multipart = await visitor.request({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(multipart.statusCode, 201, multipart.body);
  });
});

describe('sign-up rules', () => {
  it('refuses admin as a self-chosen role', async () => {
    const response = await new Agent(ctx).post('/api/v1/user/register', { ...registration('admin'), role: 'admin' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().success, false);
    assert.match(response.json().message, /role/);
  });

  it('answers a registered e-mail like a new one and tells its owner, and a taken username alike', async () => {
    const existing = await buildUser(ctx, { username: 'taken_name' });
    const visitor = new Agent(ctx);
    const fresh = await visitor.post('/api/v1/user/register', registration('fresh1'));
    const sameEmail = await visitor.post('/api/v1/user/register', { ...registration('dup1'), email: existing.email });
    assert.equal(sameEmail.statusCode, fresh.statusCode);
    assert.deepEqual(sameEmail.json(), fresh.json());
    assert.deepEqual(
      ctx.outbox.to(existing.email).map((mail) => mail.subject),
      ['Your Freelane e-mail address was used again'],
    );
    // Nothing changed for the owner.
    assert.equal(
      (
        await new Agent(ctx, existing.email).post('/api/v1/user/login', {
          email: existing.email,
          password: existing.password,
        })
      ).statusCode,
      200,
    );
    // A username a verified account holds is answered alike too (issue 34): it is claimed at verification.
    const sameUsername = await visitor.post('/api/v1/user/register', {
      ...registration('dup2'),
      username: 'TAKEN_NAME',
    });
    assert.equal(sameUsername.statusCode, fresh.statusCode);
    assert.deepEqual(sameUsername.json(), fresh.json());
  });

  it('greets without the chosen name in mail to an unproven address, so sign-up cannot brand a message (issue 34)', async () => {
    const bait = 'Your payout is on hold call 555 0100';
    const input = { ...registration('bait'), fullName: bait };
    assert.equal((await new Agent(ctx).post('/api/v1/user/register', input)).statusCode, 201);
    const [mail] = ctx.outbox.to(input.email);
    assert.ok(mail, 'the verification mail was sent');
    assert.ok(!mail.text.includes(bait) && !mail.html.includes(bait), mail.text);
    assert.match(mail.text, /^Hello,$/m);
  });

  it('refuses common and short passwords', async () => {
    const visitor = new Agent(ctx);
    for (const password of ['password123', 'Sunshine2024!', 'qwertyuiop']) {
      const response = await visitor.post('/api/v1/user/register', { ...registration('weak'), password });
      assert.equal(response.statusCode, 400, password);
      assert.match(response.json().message, /too common/);
      // Issue 36: named at its field, so the form shows it under the password.
      assert.deepEqual(response.json().fields, { password: response.json().message });
    }
    const short = await visitor.post('/api/v1/user/register', { ...registration('short'), password: 'a1!' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Password must be at least 8 characters.');
    assert.deepEqual(short.json().fields, { password: 'Password must be at least 8 characters.' });
  });

  it('refuses names that pose as the team or hide characters, whatever the script or case (issue 28)', async () => {
    const issue34 = [
      'Freełane',
      'Freeɫane',
      'Ƒreelane',
      'FREELΛNE',
      'ᴀᴅᴍɪɴ',
      'Freełane Billing',
      'Sysadmin',
      'Moderators',
      'Trust & Safety',
    ];
    for (const fullName of [
      'Freelane Admin',
      'Frееlane Support',
      'ADM1N',
      'Clara\u202Etneilc',
      'Cla\u200Bra',
      ...issue34,
    ]) {
      // A fresh address for each: the sign-up limit is 10 per address.
      const response = await new Agent(ctx).post('/api/v1/user/register', {
        ...registration(`name${fullName.length}`),
        fullName,
      });
      assert.equal(response.statusCode, 400, fullName);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.match(response.json().message, /Freelane team|invisible/);
    }
  });

  it('refuses usernames that pose as the team (issue 34)', async () => {
    for (const username of ['sysadmin', 'free_lane', 'billing-team', 'trust.and.safety']) {
      const response = await new Agent(ctx).post('/api/v1/user/register', {
        ...registration(`u${username.length}`),
        username,
      });
      assert.equal(response.statusCode, 400, username);
      assert.match(response.json().message, /username looks like the Freelane team/);
    }
  });

  it('reports invalid fields readably', async () => {
    const response = await new Agent(ctx).post('/api/v1/user/register', {
      ...registration('bad'),
      email: 'not-an-email',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Please enter a valid e-mail address.');
  });
});

describe('login', () => {
  it('answers an unknown e-mail and a wrong password identically', async () => {
    const known = await buildUser(ctx);
    const visitor = new Agent(ctx);
    const wrongPassword = await visitor.post('/api/v1/user/login', {
      email: known.email,
      password: 'Not-The-Password-1',
    });
    const unknownEmail = await visitor.post('/api/v1/user/login', {
      email: 'nobody.here@example.test',
      password: 'Not-The-Password-1',
    });
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(unknownEmail.statusCode, wrongPassword.statusCode);
    assert.equal(unknownEmail.body, wrongPassword.body);
    assert.deepEqual(wrongPassword.json(), {
      success: false,
      message: 'Incorrect e-mail or password.',
      code: 'BAD_CREDENTIALS',
    });
    assert.equal(
      wrongPassword.cookies.find((cookie) => cookie.name === 'freelane_sid'),
      undefined,
    );
  });

  it('refuses an unverified account and mails a fresh link at most every few minutes', async () => {
    const unverified = await buildUser(ctx, { verified: false });
    const visitor = new Agent(ctx);
    const first = await visitor.post('/api/v1/user/login', { email: unverified.email, password: unverified.password });
    assert.equal(first.statusCode, 403);
    assert.equal(
      first.json().message,
      'Please verify your e-mail address before logging in. We have sent you a new verification link.',
    );
    assert.equal(ctx.outbox.to(unverified.email).length, 1);
    const second = await visitor.post('/api/v1/user/login', { email: unverified.email, password: unverified.password });
    assert.equal(second.statusCode, 403);
    assert.match(second.json().message, /Check your inbox/);
    assert.equal(ctx.outbox.to(unverified.email).length, 1);
    assert.equal(
      second.cookies.find((cookie) => cookie.name === 'freelane_sid'),
      undefined,
    );
  });

  it('gives each login a fresh session id', async () => {
    const person = await buildUser(ctx);
    const agent = new Agent(ctx, person.email);
    const first = await agent.post('/api/v1/user/login', { email: person.email, password: person.password });
    const firstId = first.cookies.find((cookie) => cookie.name === 'freelane_sid')?.value;
    const second = await agent.post('/api/v1/user/login', { email: person.email, password: person.password });
    const secondId = second.cookies.find((cookie) => cookie.name === 'freelane_sid')?.value;
    assert.ok(firstId && secondId && firstId !== secondId);
    const old = await inject(ctx, { url: '/api/v1/user/profile', headers: { cookie: `freelane_sid=${firstId}` } });
    assert.equal(old.statusCode, 401, 'the previous session of this browser ended');
  });
});

describe('verify-email link', () => {
  it('is single use, and redirects invalid and expired links', async () => {
    const visitor = new Agent(ctx);
    const input = registration('link');
    ctx.emails.add(input.email);
    await visitor.post('/api/v1/user/register', input);
    const token = ctx.outbox.verificationToken(input.email);

    assert.equal((await visitor.get(`/api/v1/user/verify-email?token=${token}`)).headers.location, '/login?verified=1');
    // Opening the used link again (mail scanners do) still says verified for a verified account.
    assert.equal((await visitor.get(`/api/v1/user/verify-email?token=${token}`)).headers.location, '/login?verified=1');
    assert.equal(
      (await visitor.get('/api/v1/user/verify-email?token=abcdefghijklmnopqrstuvwxyz012345')).headers.location,
      '/login?verified=invalid',
    );
    assert.equal((await visitor.get('/api/v1/user/verify-email')).headers.location, '/login?verified=invalid');

    const stale = await buildUser(ctx, { verified: false });
    const staleToken = await ctx.app.repos.emailVerificationTokens.issue(stale.user.id, ctx.app.clock.now());
    const row = await ctx.app.repos.emailVerificationTokens.find(staleToken);
    assert.ok(row);
    const { emailVerificationTokens } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, row.tokenHash));
    ctx.secrets.add(staleToken);
    const expired = await visitor.get(`/api/v1/user/verify-email?token=${staleToken}`);
    assert.equal(expired.headers.location, '/login?verified=expired');
    assert.equal((await ctx.app.repos.users.findById(stale.user.id))?.emailVerifiedAt, null);
  });
});

// The resend rule is domain time: it reads the app's clock, so moving the clock moves it.
describe('the verification link re-sent on login, by the app clock', () => {
  const clock = new FakeClock();
  let timed: TestContext;
  before(async () => {
    timed = await buildTestApp({ clock });
  });
  after(() => timed.close());

  it('mails a fresh link again once five minutes have passed on the clock', async () => {
    // The clock stands where it was made until moved; the link's issue time is the real one.
    clock.set(new Date());
    const unverified = await buildUser(timed, { verified: false });
    const visitor = new Agent(timed);
    const login = () => visitor.post('/api/v1/user/login', { email: unverified.email, password: unverified.password });
    assert.equal((await login()).statusCode, 403);
    assert.equal(timed.outbox.to(unverified.email).length, 1);
    clock.advance({ minutes: 4 });
    assert.match((await login()).json().message, /Check your inbox/);
    assert.equal(timed.outbox.to(unverified.email).length, 1);
    clock.advance({ minutes: 1 });
    assert.match((await login()).json().message, /We have sent you a new verification link/);
    assert.equal(timed.outbox.to(unverified.email).length, 2);
  });
});
