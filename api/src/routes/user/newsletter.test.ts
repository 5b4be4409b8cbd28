import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('newsletter sign-up (userToUpdate)', () => {
  it('subscribes once and answers a repeated address exactly alike (nothing to learn about who subscribed)', async () => {
    const visitor = new Agent(ctx);
    const first = await visitor.post('/api/v1/user/userToUpdate', { email: 'Reader@Example.test' });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { success: true, message: 'Thank you for subscribing to the Freelane newsletter!' });

    const again = await visitor.post('/api/v1/user/userToUpdate', { email: 'reader@example.test ' });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first.json());
  });

  it('refuses an invalid address with a readable message', async () => {
    const response = await new Agent(ctx).post('/api/v1/user/userToUpdate', { email: 'not an address' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'Please enter a valid e-mail address.',
      code: 'VALIDATION_FAILED',
      // The refused field by name, for the form to show it where it belongs (issue 36).
      fields: { email: 'Please enter a valid e-mail address.' },
    });
    const empty = await new Agent(ctx).post('/api/v1/user/userToUpdate', {});
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().success, false);
  });
});
