import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({
    config: { communityUrl: 'https://community.example.test/group' },
    extend: (app) => {
      app.get('/api/v1/test/boom', async () => {
        throw new Error('database password is hunter2 at 10.0.0.5');
      });
    },
  });
});
after(() => ctx.close());

describe('public endpoints and the error envelope', () => {
  it('serves the public config', async () => {
    const response = await new Agent(ctx).get('/api/v1/public/config');
    assert.deepEqual(response.json(), {
      success: true,
      communityUrl: 'https://community.example.test/group',
      googleSignInEnabled: false,
      currency: 'USD',
    });
  });

  it('reports health', async () => {
    const response = await new Agent(ctx).get('/api/v1/health');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new Agent(ctx).get('/api/v1/nothing/here');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().success, false);
    assert.match(response.json().message, /No API route GET \/api\/v1\/nothing\/here/);
    assert.equal(response.json().code, 'ROUTE_NOT_FOUND');
  });

  it('never explains a 5xx', async () => {
    const response = await new Agent(ctx).get('/api/v1/test/boom');
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL_ERROR',
    });
  });

  it('reports malformed JSON as a 400', async () => {
    const response = await new Agent(ctx).request({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().success, false);
    assert.equal(response.json().code, 'MALFORMED_BODY');
  });

  it('sends the security headers', async () => {
    const response = await new Agent(ctx).get('/api/v1/health');
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /connect-src 'self' ws: wss:/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});
