import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { notifyUser } from '../commands/notify-user';
import { buildJob, buildUser, proposalInput, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { isWriteRoute } from '../lib/change-scope';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('cached reads', () => {
  it('are changed only by routes that write (and the GETs the spec made state-changing), which say what they change', () => {
    assert.equal(isWriteRoute({ method: 'GET' }), false);
    assert.equal(isWriteRoute({ method: 'GET', config: { csrf: true } }), true, 'Accept Work and the like');
    assert.equal(isWriteRoute({ method: 'POST' }), true);
    assert.equal(isWriteRoute({ method: ['GET', 'HEAD'] }), false);
  });

  it('never keep a session alive after logout', async () => {
    const ava = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    assert.equal((await ava.get('/api/v1/job/getAllJobs')).statusCode, 200); // the session is cached now
    const stolenCookies = new Map(ava.cookies);
    assert.equal((await ava.post('/api/v1/user/logout')).statusCode, 200);
    for (const [name, value] of stolenCookies) ava.cookies.set(name, value);
    assert.equal((await ava.get('/api/v1/job/getAllJobs')).statusCode, 401);
  });

  it("show a new notification in the recipient's cached bell at once", async () => {
    const finn = await buildUser(ctx, { role: 'freelancer' });
    const agent = await signIn(ctx, finn);
    const bell = async () => (await agent.get('/api/v1/notification/getUnreadNotifications')).json().notifications;
    assert.deepEqual(await bell(), []);
    await notifyUser(ctx.app, { userId: finn.user.id, senderId: null, category: 'Job', type: 'test', message: 'New', link: null });
    assert.deepEqual(
      (await bell()).map((n: { message: string }) => n.message),
      ['New'],
    );
  });

  it('show a job and its proposal count as they are after a proposal', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const job = await buildJob(ctx, owner);
    const finn = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const read = async () => (await finn.get(`/api/v1/job/getJob/${job.id}`)).json().job;
    assert.equal((await read()).applicantCount, 0);
    const applied = await finn.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.ok(applied.statusCode < 300, applied.body);
    const after = await read();
    assert.equal(after.applicantCount, 1);
    assert.equal(after.myApplication.status, 'pending');
  });
});
