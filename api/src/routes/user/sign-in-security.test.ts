import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOTP } from 'otpauth';
import { MAX_PASSKEYS } from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, sessionFor, signIn, type BuiltUser } from '../../testing/factories';
import { SoftAuthenticator } from '../../testing/soft-authenticator';
import { buildTestApp, type TestContext } from '../../testing/test-app';

// Issue 38, items 1 and 2: passkeys and two-step sign-in, every rule through the real routes.
const USER = '/api/v1/user';
const clock = new FakeClock();
const logLines: string[] = [];
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock, logStream: { write: (line) => void logLines.push(line) } });
});
after(() => ctx.close());

/** A fresh browser with the cookies of `agent` (the same browser, seen from another address). */
const sameBrowser = (agent: Agent) => {
  const copy = new Agent(ctx, agent.ownEmail);
  for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
  return copy;
};

async function addPasskey(agent: Agent, authenticator = new SoftAuthenticator(), name = 'Laptop') {
  const options = await agent.post(`${USER}/passkeys/register/options`);
  assert.equal(options.statusCode, 200, options.body);
  const done = await agent.post(`${USER}/passkeys/register/verify`, {
    name,
    response: authenticator.attest(options.json()),
  });
  assert.equal(done.statusCode, 201, done.body);
  return authenticator;
}

async function passkeyLogin(agent: Agent, authenticator: SoftAuthenticator, assertion: { counter?: number } = {}) {
  const options = await agent.post(`${USER}/passkeys/login/options`);
  assert.equal(options.statusCode, 200, options.body);
  return agent.post(`${USER}/passkeys/login/verify`, { response: authenticator.assert(options.json(), assertion) });
}

const codeAt = (secret: string, when = clock.now()) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: when.getTime() });

/** Turns two-step sign-in on for the agent's account; answers the secret and the recovery codes. */
async function turnOnTotp(agent: Agent) {
  const setup = await agent.post(`${USER}/2fa/totp`);
  assert.equal(setup.statusCode, 200, setup.body);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  assert.match(otpauthUrl, /^otpauth:\/\/totp\/Freelane:.*secret=/);
  const verified = await agent.post(`${USER}/2fa/totp/verify`, { code: codeAt(secret) });
  assert.equal(verified.statusCode, 200, verified.body);
  clock.advance({ ms: 30_000 }); // the next code is another step's
  return { secret, recoveryCodes: verified.json().recoveryCodes as string[] };
}

const isSignedIn = async (agent: Agent) => (await agent.get(`${USER}/profile`)).statusCode === 200;
const mailsTo = (built: BuiltUser) => ctx.outbox.to(built.email).filter((m) => m.subject.includes('sign-in settings'));

describe('passkeys', () => {
  it('adds a named passkey, lists it, mails the owner and ends their other sessions', async () => {
    const built = await buildUser(ctx);
    const laptop = await signIn(ctx, built);
    const phone = await signIn(ctx, built);
    await addPasskey(laptop, undefined, 'Work laptop');
    const list = await laptop.get(`${USER}/passkeys`);
    assert.equal(list.statusCode, 200);
    const [passkey] = list.json().passkeys;
    assert.equal(passkey.name, 'Work laptop');
    assert.ok(passkey.createdAt);
    assert.equal(passkey.lastUsedAt, null);
    assert.ok(await isSignedIn(laptop), 'the caller goes on');
    assert.equal(await isSignedIn(phone), false, 'the other session ended');
    await ctx.outbox.waitFor(built.email);
    assert.match(mailsTo(built)[0].text, /passkey named "Work laptop" was added/);
  });

  it('signs in with a passkey exactly like a password (a session, no second step), and records its use', async () => {
    const built = await buildUser(ctx);
    const authenticator = await addPasskey(await signIn(ctx, built));
    const browser = new Agent(ctx, built.email);
    const done = await passkeyLogin(browser, authenticator);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().user.email, built.email);
    assert.ok(await isSignedIn(browser));
    const [passkey] = (await browser.get(`${USER}/passkeys`)).json().passkeys;
    assert.ok(passkey.lastUsedAt, 'last used is recorded');
  });

  it('refuses a reused challenge, an expired one and one from another browser', async () => {
    const built = await buildUser(ctx);
    const owner = await signIn(ctx, built);
    const authenticator = new SoftAuthenticator();
    // Registration: the same answer twice.
    const options = (await owner.post(`${USER}/passkeys/register/options`)).json();
    const answer = { name: 'Key', response: authenticator.attest(options) };
    const cookies = new Map(owner.cookies);
    assert.equal((await owner.post(`${USER}/passkeys/register/verify`, answer)).statusCode, 201);
    for (const [name, value] of cookies) if (name === 'freelane_webauthn') owner.cookies.set(name, value);
    const replay = await owner.post(`${USER}/passkeys/register/verify`, answer);
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().code, 'WEBAUTHN_CHALLENGE_INVALID');

    // Sign-in: the same signed answer replayed with the challenge cookie it came with.
    const browser = new Agent(ctx, built.email);
    const loginOptions = (await browser.post(`${USER}/passkeys/login/options`)).json();
    const assertion = { response: authenticator.assert(loginOptions) };
    const challengeCookie = browser.cookies.get('freelane_webauthn')!;
    assert.equal((await browser.post(`${USER}/passkeys/login/verify`, assertion)).statusCode, 200);
    const thief = new Agent(ctx);
    thief.cookies.set('freelane_webauthn', challengeCookie);
    const replayed = await thief.post(`${USER}/passkeys/login/verify`, assertion);
    assert.equal(replayed.statusCode, 400);
    assert.equal(replayed.json().code, 'WEBAUTHN_CHALLENGE_INVALID');
    assert.equal(await isSignedIn(thief), false);

    // Another browser, without the challenge's cookie, cannot answer it.
    const other = new Agent(ctx);
    const elsewhere = (await browser.post(`${USER}/passkeys/login/options`)).json();
    const foreign = await other.post(`${USER}/passkeys/login/verify`, { response: authenticator.assert(elsewhere) });
    assert.equal(foreign.statusCode, 400);

    // Expired: answered 6 minutes later.
    const late = new Agent(ctx);
    const lateOptions = (await late.post(`${USER}/passkeys/login/options`)).json();
    clock.advance({ minutes: 6 });
    const expired = await late.post(`${USER}/passkeys/login/verify`, { response: authenticator.assert(lateOptions) });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().code, 'WEBAUTHN_CHALLENGE_INVALID');
  });

  it('refuses a signature counter that did not grow (a cloned authenticator)', async () => {
    const built = await buildUser(ctx);
    const authenticator = await addPasskey(await signIn(ctx, built));
    assert.equal((await passkeyLogin(new Agent(ctx, built.email), authenticator, { counter: 5 })).statusCode, 200);
    const cloned = await passkeyLogin(new Agent(ctx, built.email), authenticator, { counter: 5 });
    assert.equal(cloned.statusCode, 401);
    assert.equal(cloned.json().code, 'PASSKEY_NOT_VERIFIED');
    const older = await passkeyLogin(new Agent(ctx, built.email), authenticator, { counter: 3 });
    assert.equal(older.statusCode, 401);
    assert.equal((await passkeyLogin(new Agent(ctx, built.email), authenticator, { counter: 6 })).statusCode, 200);
  });

  it(`keeps at most ${MAX_PASSKEYS} passkeys, and removes one`, async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    for (let i = 0; i < MAX_PASSKEYS - 1; i += 1) {
      await ctx.app.repos.signInSecurity.insertPasskey({
        userId: built.user.id,
        credentialId: `made-in-the-test-${i}-${built.user.id}`,
        publicKey: 'AA',
        name: `Key ${i}`,
      });
    }
    // Options taken at 9, a tenth added meanwhile (another tab): the answer is refused at the limit.
    const options = (await agent.post(`${USER}/passkeys/register/options`)).json();
    await ctx.app.repos.signInSecurity.insertPasskey({
      userId: built.user.id,
      credentialId: `made-in-the-test-tenth-${built.user.id}`,
      publicKey: 'AA',
      name: 'Tenth',
    });
    const eleventh = await agent.post(`${USER}/passkeys/register/verify`, {
      name: 'Eleventh',
      response: new SoftAuthenticator().attest(options),
    });
    assert.equal(eleventh.statusCode, 409, eleventh.body);
    assert.equal(eleventh.json().code, 'PASSKEY_LIMIT');
    const refused = await agent.post(`${USER}/passkeys/register/options`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'PASSKEY_LIMIT');
    const list = (await agent.get(`${USER}/passkeys`)).json().passkeys as { _id: string }[];
    assert.equal(list.length, MAX_PASSKEYS);
    const removed = await agent.delete(`${USER}/passkeys/${list[0]._id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().passkeys.length, MAX_PASSKEYS - 1);
    const stranger = await signIn(ctx, await buildUser(ctx));
    assert.equal((await stranger.delete(`${USER}/passkeys/${list[1]._id}`)).statusCode, 404, "not someone else's");
  });

  it('lets the password go once a passkey exists, but never the last way in', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const early = await agent.post(`${USER}/password/remove`, { currentPassword: built.password });
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, 'LAST_WAY_IN');
    await addPasskey(agent);
    const wrong = await agent.post(`${USER}/password/remove`, { currentPassword: 'not-the-password' });
    assert.equal(wrong.statusCode, 400);
    const removed = await agent.post(`${USER}/password/remove`, { currentPassword: built.password });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().user.hasPassword, false);
    const [passkey] = (await agent.get(`${USER}/passkeys`)).json().passkeys;
    const last = await agent.delete(`${USER}/passkeys/${passkey._id}`);
    assert.equal(last.statusCode, 409);
    assert.equal(last.json().code, 'LAST_WAY_IN');
    assert.match(last.json().message, /last way to sign in/);
    // A Google account keeps Google as its way in: its only passkey may go.
    const google = await buildUser(ctx, { noPassword: true, googleSubject: `sub-${Date.now()}`, isGoogleUser: true });
    const googleAgent = await sessionFor(ctx, google);
    await addPasskey(googleAgent);
    const [only] = (await googleAgent.get(`${USER}/passkeys`)).json().passkeys;
    assert.equal((await googleAgent.delete(`${USER}/passkeys/${only._id}`)).statusCode, 200);
  });
});

describe('two-step sign-in (TOTP)', () => {
  it('turns on with a valid code: 10 recovery codes, a mail, other sessions ended, the secret never again', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const other = await signIn(ctx, built);
    const setup = (await agent.post(`${USER}/2fa/totp`)).json();
    const wrong = await agent.post(`${USER}/2fa/totp/verify`, { code: codeAt(setup.secret, new Date(0)) });
    assert.equal(wrong.statusCode, 400);
    assert.equal((await agent.get(`${USER}/2fa`)).json().totpEnabled, false, 'pending until a code proves it');
    const done = await agent.post(`${USER}/2fa/totp/verify`, { code: codeAt(setup.secret) });
    assert.equal(done.statusCode, 200, done.body);
    const codes = done.json().recoveryCodes as string[];
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    assert.deepEqual((await agent.get(`${USER}/2fa`)).json(), { totpEnabled: true, recoveryCodesLeft: 10 });
    assert.equal(await isSignedIn(other), false);
    await ctx.outbox.waitFor(built.email);
    assert.match(mailsTo(built).at(-1)!.text, /Two-step sign-in .* turned on/);
    const again = await agent.post(`${USER}/2fa/totp`);
    assert.equal(again.statusCode, 409);
    assert.ok(!again.body.includes(setup.secret));
    // Stored encrypted and hashed: neither the secret nor a recovery code is in the database or the log.
    const stored = JSON.stringify(await ctx.app.repos.signInSecurity.totpOf(built.user.id));
    assert.ok(!stored.includes(setup.secret));
    const hashes = JSON.stringify(await ctx.app.repos.signInSecurity.unusedRecoveryCodes(built.user.id));
    assert.ok(codes.every((code) => !hashes.includes(code)));
    assert.ok(
      logLines.every((line) => !line.includes(setup.secret)),
      'the secret is never logged',
    );
    clock.advance({ ms: 30_000 });
  });

  it('asks for the second step after the password: no session until a code, from the same browser, once', async () => {
    const built = await buildUser(ctx);
    const { secret } = await turnOnTotp(await signIn(ctx, built));
    const browser = new Agent(ctx, built.email);
    const first = await browser.post(`${USER}/login`, { email: built.email, password: built.password });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { success: true, twoFactorRequired: true });
    assert.ok(!first.cookies.some((cookie) => cookie.name === 'freelane_sid' && cookie.value), 'no session cookie');
    assert.equal(await isSignedIn(browser), false);
    // Another browser cannot finish it.
    assert.equal((await new Agent(ctx).post(`${USER}/login/2fa`, { code: codeAt(secret) })).statusCode, 401);
    const code = codeAt(secret);
    const done = await browser.post(`${USER}/login/2fa`, { code });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().user.email, built.email);
    assert.ok(await isSignedIn(browser));
    // The same code on a new sign-in is refused: a code is accepted once.
    const second = new Agent(ctx, built.email);
    await second.post(`${USER}/login`, { email: built.email, password: built.password });
    const reused = await second.post(`${USER}/login/2fa`, { code });
    assert.equal(reused.statusCode, 401);
    assert.equal(reused.json().code, 'BAD_CODE');
    clock.advance({ ms: 30_000 });
    assert.equal((await second.post(`${USER}/login/2fa`, { code: codeAt(secret) })).statusCode, 200);
    // A passkey needs no second step.
    const authenticator = await addPasskey(second);
    assert.equal((await passkeyLogin(new Agent(ctx, built.email), authenticator)).statusCode, 200);
  });

  it('closes the second step after 5 minutes', async () => {
    const built = await buildUser(ctx);
    const { secret } = await turnOnTotp(await signIn(ctx, built));
    const browser = new Agent(ctx, built.email);
    await browser.post(`${USER}/login`, { email: built.email, password: built.password });
    clock.advance({ minutes: 5, ms: 1000 });
    const late = await browser.post(`${USER}/login/2fa`, { code: codeAt(secret) });
    assert.equal(late.statusCode, 401);
    assert.equal(late.json().code, 'SECOND_STEP_EXPIRED');
    assert.equal(await isSignedIn(browser), false);
  });

  it('accepts each recovery code once, mails the owner and ends their other sessions', async () => {
    const built = await buildUser(ctx);
    const owner = await signIn(ctx, built);
    const { recoveryCodes } = await turnOnTotp(owner);
    const mailsBefore = mailsTo(built).length;
    const browser = new Agent(ctx, built.email);
    await browser.post(`${USER}/login`, { email: built.email, password: built.password });
    const used = await browser.post(`${USER}/login/2fa`, { recoveryCode: recoveryCodes[3].toUpperCase() });
    assert.equal(used.statusCode, 200, used.body);
    assert.equal(await isSignedIn(owner), false, 'the other session ended');
    await ctx.outbox.waitFor(built.email, ctx.outbox.to(built.email).length);
    assert.equal(mailsTo(built).length, mailsBefore + 1);
    assert.match(mailsTo(built).at(-1)!.text, /recovery codes was just used .*9 left/);
    const again = new Agent(ctx, built.email);
    await again.post(`${USER}/login`, { email: built.email, password: built.password });
    const reused = await again.post(`${USER}/login/2fa`, { recoveryCode: recoveryCodes[3] });
    assert.equal(reused.statusCode, 401);
    // Named at the field, so the second step's form shows it under the recovery code.
    assert.deepEqual(reused.json().fields, { recoveryCode: reused.json().message });
  });

  it('counts codes before judging them: of a burst, no more are judged than the budget', async () => {
    const built = await buildUser(ctx);
    const { secret } = await turnOnTotp(await signIn(ctx, built));
    const browser = new Agent(ctx, built.email);
    await browser.post(`${USER}/login`, { email: built.email, password: built.password });
    const right = codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    // 25 wrong codes at once, each from its own address (the per-address limit is not what stops them).
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => sameBrowser(browser).post(`${USER}/login/2fa`, { code: wrong })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 401).length, 20, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 5, statuses.join(','));
    const locked = await sameBrowser(browser).post(`${USER}/login/2fa`, { code: right });
    assert.equal(locked.statusCode, 429, 'the right code waits for the lock too');
    assert.equal(locked.json().code, 'ACCOUNT_LOCKED');
  });

  it('turns off with a code: a mail, other sessions ended, and the password alone signs in again', async () => {
    const built = await buildUser(ctx);
    const agent = await signIn(ctx, built);
    const { secret } = await turnOnTotp(agent);
    const other = new Agent(ctx, built.email);
    await other.post(`${USER}/login`, { email: built.email, password: built.password });
    await other.post(`${USER}/login/2fa`, { code: codeAt(secret) });
    clock.advance({ ms: 30_000 });
    assert.equal((await agent.post(`${USER}/2fa/totp/disable`, { code: '000000' })).statusCode, 400);
    const off = await agent.post(`${USER}/2fa/totp/disable`, { code: codeAt(secret) });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(off.json(), { totpEnabled: false, recoveryCodesLeft: 0 });
    assert.equal(await isSignedIn(other), false);
    await ctx.outbox.waitFor(built.email, ctx.outbox.to(built.email).length);
    assert.match(mailsTo(built).at(-1)!.text, /turned off/);
    const plain = await new Agent(ctx, built.email).post(`${USER}/login`, {
      email: built.email,
      password: built.password,
    });
    assert.equal(plain.json().user.email, built.email);
  });
});
