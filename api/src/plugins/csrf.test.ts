import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent, inject } from '../testing/agent';
import { buildUser, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({
    extend: (app) => {
      // A state-changing GET as the spec has them (acceptWork): opted in to the CSRF check.
      app.get('/test/state-changing-get', { config: { csrf: true } }, async () => ({ success: true }));
    },
  });
});
after(() => ctx.close());

const CSRF_BODY = {
  success: false,
  message: 'Invalid or missing CSRF token. Reload the page and try again.',
  code: 'CSRF',
};

describe('CSRF (signed double-submit)', () => {
  it('issues a readable XSRF-TOKEN cookie on any response that lacks one, HTML included', async () => {
    const page = await inject(ctx, { url: '/blog' });
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN');
    assert.ok(cookie?.value, 'cookie issued with the HTML page');
    assert.equal(cookie.httpOnly, undefined, 'readable by the page script');
    assert.equal(cookie.path, '/');

    const again = await inject(ctx, { url: '/api/v1/health', headers: { cookie: `XSRF-TOKEN=${cookie.value}` } });
    assert.equal(again.cookies.find((c) => c.name === 'XSRF-TOKEN'), undefined, 'a valid token is kept');
  });

  it('refuses a state-changing request without the header and accepts it with the header', async () => {
    const visitor = new Agent(ctx);
    const without = await visitor.post('/api/v1/user/userToUpdate', { email: 'csrf@example.test' }, { csrf: false });
    assert.equal(without.statusCode, 403);
    assert.deepEqual(without.json(), CSRF_BODY);

    const withHeader = await visitor.post('/api/v1/user/userToUpdate', { email: 'csrf@example.test' });
    assert.equal(withHeader.statusCode, 200, withHeader.body);
  });

  it('refuses a header that does not match the cookie, and a forged cookie', async () => {
    const visitor = new Agent(ctx);
    await visitor.get('/api/v1/health');
    const mismatch = await visitor.request({
      method: 'POST',
      url: '/api/v1/user/logout',
      csrf: false,
      headers: { 'X-XSRF-TOKEN': 'something-else.entirely' },
    });
    assert.equal(mismatch.statusCode, 403);

    // An attacker who can set cookies (e.g. from a sibling subdomain) cannot sign a token.
    const forged = 'attackerchosen.value';
    const forgedResponse = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { cookie: `XSRF-TOKEN=${forged}`, 'X-XSRF-TOKEN': forged },
    });
    assert.equal(forgedResponse.statusCode, 403);
    assert.deepEqual(forgedResponse.json(), CSRF_BODY);
  });

  it('protects PUT and DELETE too, and rotates the token when the session changes', async () => {
    const admin = await buildUser(ctx, { role: 'admin' });
    const agent = new Agent(ctx, admin.email);
    await agent.get('/api/v1/health');
    const before = agent.cookies.get('XSRF-TOKEN');
    const login = await agent.post('/api/v1/user/login', { email: admin.email, password: admin.password });
    assert.equal(login.statusCode, 200);
    const afterLogin = agent.cookies.get('XSRF-TOKEN');
    assert.ok(afterLogin && afterLogin !== before, 'a new token bound to the new session');

    const stale = await inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/blog/deleteBlog/00000000-0000-4000-8000-000000000000',
      headers: {
        cookie: `freelane_sid=${agent.cookies.get('freelane_sid')}; XSRF-TOKEN=${before}`,
        'X-XSRF-TOKEN': before ?? '',
      },
    });
    assert.equal(stale.statusCode, 403, 'the pre-login token no longer works');

    const put = await agent.request({
      method: 'PUT',
      url: '/api/v1/blog/updateBlog/00000000-0000-4000-8000-000000000000',
      payload: {},
      csrf: false,
    });
    assert.equal(put.statusCode, 403);
    const signedIn = await signIn(ctx, admin);
    const del = await signedIn.delete('/api/v1/blog/deleteBlog/00000000-0000-4000-8000-000000000000');
    assert.equal(del.statusCode, 404, 'with the header the request reaches the route');
  });

  it('keeps a token proven for one session from passing with another', async () => {
    const [first, second] = [await buildUser(ctx, { role: 'admin' }), await buildUser(ctx, { role: 'admin' })];
    const firstAgent = await signIn(ctx, first);
    const secondAgent = await signIn(ctx, second);
    // Proven (and kept as proven) with the first session, on an ordinary read and on a write.
    await firstAgent.get('/api/v1/health');
    const firstToken = firstAgent.cookies.get('XSRF-TOKEN') ?? '';
    const own = await firstAgent.delete('/api/v1/blog/deleteBlog/00000000-0000-4000-8000-000000000000');
    assert.equal(own.statusCode, 404, 'valid with its own session');

    const borrowed = await inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/blog/deleteBlog/00000000-0000-4000-8000-000000000000',
      headers: {
        cookie: `freelane_sid=${secondAgent.cookies.get('freelane_sid')}; XSRF-TOKEN=${firstToken}`,
        'X-XSRF-TOKEN': firstToken,
      },
    });
    assert.equal(borrowed.statusCode, 403, 'refused with another session');
    assert.ok(borrowed.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value, 'and a token of its own is sent instead');
  });
});

describe('CSRF on an opted-in GET (route config csrf: true)', () => {
  const URL = '/test/state-changing-get';

  it('refuses it without the header, as a cross-site link or <img> would send it', async () => {
    const visitor = new Agent(ctx);
    await visitor.get('/api/v1/health');
    const token = visitor.cookies.get('XSRF-TOKEN');
    assert.ok(token);
    const withoutHeader = await visitor.get(URL);
    assert.equal(withoutHeader.statusCode, 403);
    assert.deepEqual(withoutHeader.json(), CSRF_BODY);
    const head = await visitor.request({ method: 'HEAD', url: URL });
    assert.equal(head.statusCode, 403, 'the automatic HEAD route is protected too');
    const wrong = await visitor.request({ url: URL, headers: { 'X-XSRF-TOKEN': 'something-else.entirely' } });
    assert.equal(wrong.statusCode, 403);
  });

  it('accepts it with the header echoing the cookie (what axios sends on every request)', async () => {
    const visitor = new Agent(ctx);
    await visitor.get('/api/v1/health');
    const response = await visitor.request({ url: URL, headers: { 'X-XSRF-TOKEN': visitor.cookies.get('XSRF-TOKEN') ?? '' } });
    assert.equal(response.statusCode, 200, response.body);
  });

  it('leaves ordinary GETs alone', async () => {
    assert.equal((await new Agent(ctx).get('/api/v1/health')).statusCode, 200);
  });
});
