import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOGIN_DEVICE_COOKIE } from '../../lib/login-devices';
import { LOGIN_FAILURES_BEFORE_LOCK } from '../../repositories/login-throttles';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('rate limits', () => {
  it('stops repeated login attempts from one address with 429 and a clear message', async () => {
    const target = await buildUser(ctx);
    const attacker = new Agent(ctx);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await attacker.post('/api/v1/user/login', {
        email: target.email,
        password: `Guess-${attempt}-xx`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        assert.equal(response.json().success, false);
        assert.match(response.json().message, /^Too many attempts\. Please wait .+ and try again\.$/);
        assert.ok(response.headers['retry-after']);
      }
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);

    // Another address is unaffected, and even the right password waits out the limit here.
    const other = new Agent(ctx, target.email);
    const ok = await other.post('/api/v1/user/login', { email: target.email, password: target.password });
    assert.equal(ok.statusCode, 200);
    const blocked = await attacker.post('/api/v1/user/login', { email: target.email, password: target.password });
    assert.equal(blocked.statusCode, 429);

    // The same address may still sign in to another account (shared offices, the e2e suite)...
    const colleague = await buildUser(ctx);
    attacker.ownEmail = colleague.email;
    const colleagueLogin = await attacker.post('/api/v1/user/login', {
      email: colleague.email,
      password: colleague.password,
    });
    assert.equal(colleagueLogin.statusCode, 200);
  });

  it('stops one address trying many accounts (30 a minute)', async () => {
    const stuffer = new Agent(ctx);
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) {
      const response = await stuffer.post('/api/v1/user/login', {
        email: `victim${n}@example.test`,
        password: 'Leaked-1234',
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(30).fill(401), 429]);
  });

  it('limits sign-up and newsletter requests too', async () => {
    const visitor = new Agent(ctx);
    const register = [];
    for (let n = 0; n < 11; n += 1) {
      register.push((await visitor.post('/api/v1/user/register', { email: 'x' })).statusCode);
    }
    assert.deepEqual(register, [...Array(10).fill(400), 429]);
    const newsletter = [];
    for (let n = 0; n < 11; n += 1) {
      newsletter.push((await visitor.post('/api/v1/user/userToUpdate', { email: `n${n}@example.test` })).statusCode);
    }
    assert.deepEqual(newsletter, [...Array(10).fill(200), 429]);
  });
});

describe('rate limits behind a reverse proxy (TRUST_PROXY=1)', () => {
  let proxied: TestContext;
  before(async () => {
    proxied = await buildTestApp({ config: { trustProxy: 1 } });
  });
  after(() => proxied.close());

  it('counts the address the proxy saw, whatever hops the client forges before it', async () => {
    const target = await buildUser(proxied);
    const attacker = new Agent(proxied); // the proxy, on loopback
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await attacker.post(
        '/api/v1/user/login',
        { email: target.email, password: `Guess-${attempt}-xx` },
        // The client sent "X-Forwarded-For: <forged>"; the proxy appended the address it saw.
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` } },
      );
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);

    // Another real client behind the same proxy keeps its own budget.
    const neighbour = new Agent(proxied, target.email);
    const ok = await neighbour.post(
      '/api/v1/user/login',
      { email: target.email, password: target.password },
      { headers: { 'x-forwarded-for': '203.0.113.8' } },
    );
    assert.equal(ok.statusCode, 200);
  });
});

describe('per-account login throttle', () => {
  let throttled: TestContext;
  const clock = new FakeClock();
  before(async () => {
    throttled = await buildTestApp({ clock });
  });
  after(() => throttled.close());

  /** One wrong guess from a fresh network address each time (no per-address limit applies). */
  const guess = (email: string, password = 'Wrong-Guess-123') =>
    new Agent(throttled).post('/api/v1/user/login', { email, password });

  it('locks an account after 20 failures from any addresses, even for the right password, and tells the owner', async () => {
    const target = await buildUser(throttled);
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) {
      assert.equal((await guess(target.email)).statusCode, 401, `guess ${n + 1}`);
    }
    const right = await new Agent(throttled, target.email).post('/api/v1/user/login', {
      email: target.email,
      password: target.password,
    });
    assert.equal(right.statusCode, 429);
    assert.equal(
      right.json().message,
      'Too many failed logins for this account. Please try again in 15 minutes, or reset your password.',
    );
    assert.deepEqual(
      throttled.outbox.to(target.email).map((mail) => mail.subject),
      ['Logins to your Freelane account are paused'],
    );

    // Once the pause is over the right password works, and a success starts the count afresh.
    clock.advance({ minutes: 16 });
    const after = await new Agent(throttled, target.email).post('/api/v1/user/login', {
      email: target.email,
      password: target.password,
    });
    assert.equal(after.statusCode, 200, after.body);
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK - 1; n += 1) assert.equal((await guess(target.email)).statusCode, 401);
  });

  it('locks an address without an account alike, so a lock tells nothing', async () => {
    const nobody = `nobody.${Date.now()}@example.test`;
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) assert.equal((await guess(nobody)).statusCode, 401);
    assert.equal((await guess(nobody)).statusCode, 429);
  });

  it('doubles each further lock without a success in between', async () => {
    const target = await buildUser(throttled);
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) await guess(target.email);
    clock.advance({ minutes: 16 });
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) await guess(target.email);
    const second = await guess(target.email);
    assert.equal(second.statusCode, 429);
    assert.match(second.json().message, /try again in 30 minutes/);
  });
});

describe('device cookies: a stranger never locks the owner out of their own browser (issue 28)', () => {
  let throttled: TestContext;
  const clock = new FakeClock();
  before(async () => {
    throttled = await buildTestApp({ clock });
  });
  after(() => throttled.close());

  const login = (agent: Agent, email: string, password: string) => agent.post('/api/v1/user/login', { email, password });
  /** A browser that signed in to the account once (it now holds the account's device cookie). */
  async function ownersBrowser(target: Awaited<ReturnType<typeof buildUser>>) {
    const browser = new Agent(throttled, target.email);
    assert.equal((await login(browser, target.email, target.password)).statusCode, 200);
    assert.ok(browser.cookies.get(LOGIN_DEVICE_COOKIE), 'a device cookie is issued at a successful login');
    return browser;
  }
  /** The same browser's cookies on another network address (a stolen device cookie, or a guesser using one). */
  const withCookiesOf = (browser: Agent) => {
    const copy = new Agent(throttled);
    copy.cookies.set(LOGIN_DEVICE_COOKIE, browser.cookies.get(LOGIN_DEVICE_COOKIE) ?? '');
    return copy;
  };

  it('keeps the owner’s browser signing in while guessing from new browsers locks them', async () => {
    const target = await buildUser(throttled);
    const laptop = await ownersBrowser(target);
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) {
      assert.equal((await login(new Agent(throttled), target.email, `Wrong-Guess-${n}`)).statusCode, 401);
    }
    // A new browser waits, even with the right password: guessing from anywhere new stays throttled.
    const newBrowser = await login(new Agent(throttled, target.email), target.email, target.password);
    assert.equal(newBrowser.statusCode, 429);
    assert.equal(newBrowser.json().code, 'ACCOUNT_LOCKED');
    // The owner's own browser signs in, again and again.
    assert.equal((await login(laptop, target.email, target.password)).statusCode, 200);
    assert.equal((await login(laptop, target.email, target.password)).statusCode, 200);
    // A success there does not lift the lock of untrusted browsers (the guesser would go on).
    assert.equal((await login(new Agent(throttled, target.email), target.email, target.password)).statusCode, 429);
  });

  it('locks only the device cookie that is guessed with; a forged or another account’s cookie is untrusted', async () => {
    const target = await buildUser(throttled);
    const laptop = await ownersBrowser(target);
    const phone = await ownersBrowser(target);
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) {
      assert.equal((await login(withCookiesOf(laptop), target.email, `Wrong-Guess-${n}`)).statusCode, 401);
    }
    const locked = await login(withCookiesOf(laptop), target.email, target.password);
    assert.equal(locked.statusCode, 429);
    assert.match(locked.json().message, /from this browser/);
    assert.equal((await login(phone, target.email, target.password)).statusCode, 200, 'the other browser is not locked');
    assert.equal((await login(new Agent(throttled, target.email), target.email, target.password)).statusCode, 200, 'nor new ones');

    // A cookie the server did not sign, or one naming another account, counts as an untrusted browser.
    const other = await buildUser(throttled);
    const othersBrowser = await ownersBrowser(other);
    const forged = new Agent(throttled);
    forged.cookies.set(LOGIN_DEVICE_COOKIE, JSON.stringify({ kind: 'login-devices', devices: [{ userId: target.user.id, nonce: 'x'.repeat(43) }] }));
    for (let n = 0; n < LOGIN_FAILURES_BEFORE_LOCK; n += 1) {
      const guesser = n % 2 === 0 ? withCookiesOf(othersBrowser) : withCookiesOf(forged);
      assert.equal((await login(guesser, target.email, `Wrong-Guess-${n}`)).statusCode, 401);
    }
    assert.equal((await login(new Agent(throttled, target.email), target.email, target.password)).statusCode, 429);
    assert.equal((await login(phone, target.email, target.password)).statusCode, 200);
  });
});

describe('attempts are counted before they are judged: a burst cannot exceed the lock (issue 34)', () => {
  let burst: TestContext;
  before(async () => {
    burst = await buildTestApp();
  });
  after(() => burst.close());

  /** The statuses of `count` wrong guesses sent at once, each from its own agent (its own address unless given). */
  async function atOnce(count: number, send: (n: number) => Promise<{ statusCode: number }>) {
    const statuses = await Promise.all(Array.from({ length: count }, (_, n) => send(n).then((response) => response.statusCode)));
    return { judged: statuses.filter((status) => status === 401).length, refused: statuses.filter((status) => status === 429).length };
  }

  it('60 wrong passwords at once from 60 addresses: no more are judged than the account allows', async () => {
    const target = await buildUser(burst);
    const result = await atOnce(60, (n) =>
      new Agent(burst).post('/api/v1/user/login', { email: target.email, password: `Wrong-Guess-${n}` }),
    );
    assert.deepEqual(result, { judged: LOGIN_FAILURES_BEFORE_LOCK, refused: 60 - LOGIN_FAILURES_BEFORE_LOCK });
    const right = await new Agent(burst, target.email).post('/api/v1/user/login', { email: target.email, password: target.password });
    assert.equal(right.statusCode, 429, 'the account is paused, the right password included');
    assert.equal(right.json().code, 'ACCOUNT_LOCKED');
    await burst.outbox.waitFor(target.email);
    assert.equal(burst.outbox.to(target.email).length, 1, 'the owner is told once');
  });

  it('60 at once with the device cookie of the owner’s browser: no more are judged than that cookie allows', async () => {
    const target = await buildUser(burst);
    const laptop = new Agent(burst, target.email);
    assert.equal((await laptop.post('/api/v1/user/login', { email: target.email, password: target.password })).statusCode, 200);
    const stolen = laptop.cookies.get(LOGIN_DEVICE_COOKIE) ?? '';
    const result = await atOnce(60, (n) => {
      const guesser = new Agent(burst);
      guesser.cookies.set(LOGIN_DEVICE_COOKIE, stolen);
      return guesser.post('/api/v1/user/login', { email: target.email, password: `Wrong-Guess-${n}` });
    });
    assert.deepEqual(result, { judged: LOGIN_FAILURES_BEFORE_LOCK, refused: 60 - LOGIN_FAILURES_BEFORE_LOCK });
  });

  it('30 at once from one address: no more are judged than the address allows (10 a minute)', async () => {
    const target = await buildUser(burst);
    const attacker = new Agent(burst);
    const result = await atOnce(30, (n) =>
      attacker.post('/api/v1/user/login', { email: target.email, password: `Wrong-Guess-${n}` }),
    );
    assert.deepEqual(result, { judged: 10, refused: 20 });
  });
});
