import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildJob, buildUser, jobInput, proposalInput, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { containsNul, NUL_MESSAGE } from './reject-nul';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('text with a NUL character', () => {
  it('is found in strings at any depth, and nowhere else', () => {
    assert.equal(containsNul({ a: [{ b: 'x\u0000y' }] }), true);
    assert.equal(containsNul({ ['k\u0000']: 1 }), true);
    assert.equal(containsNul({ a: ['plain', 1, null, { b: true }] }), false);
    assert.equal(containsNul(undefined), false);
  });

  it('is refused with 400 and a clear message in a body, a query or a path, never reaching the database', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const clientAgent = await signIn(ctx, owner);
    const posted = await clientAgent.post('/api/v1/job/postJob', jobInput(ctx, { title: 'Hello\u0000World job' }));
    assert.equal(posted.statusCode, 400);
    assert.deepEqual(posted.json(), { success: false, message: NUL_MESSAGE, code: 'NUL_CHARACTER' });

    const freelancerAgent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const search = await freelancerAgent.get('/api/v1/job/getAllJobs?search=%00');
    assert.equal(search.statusCode, 400);
    assert.equal(search.json().message, NUL_MESSAGE);

    const job = await buildJob(ctx, owner);
    const applied = await freelancerAgent.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput({ questionsForClient: 'a\u0000b' }));
    assert.equal(applied.statusCode, 400);
    assert.equal(applied.json().message, NUL_MESSAGE);
    const path = await freelancerAgent.get(`/api/v1/job/getJob/${job.id}%00`);
    assert.equal(path.statusCode, 400);

    // Control: the same calls without it go through.
    assert.equal((await clientAgent.post('/api/v1/job/postJob', jobInput(ctx, { title: 'Hello World job' }))).statusCode, 201);
    assert.equal((await freelancerAgent.get('/api/v1/job/getAllJobs?search=Hello')).statusCode, 200);
  });
});
