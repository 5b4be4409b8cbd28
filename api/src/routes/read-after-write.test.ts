import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type ChatMessage, type Job, type Notification } from '@freelane/shared/contracts';
import { z } from 'zod';
import { buildChatPair, MESSAGE_API } from '../testing/chat-fixtures';
import { Agent } from '../testing/agent';
import { buildFreelancer, buildUser, jobInput, signIn } from '../testing/factories';
import { READ_AFTER_WRITE } from '../testing/read-after-write';
import { closeTabs, listenOn } from '../testing/tabs';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { buildHiredJob, submitWork, acceptWork, zipPart } from '../testing/work-fixtures';

// Reads are cached (lib/read-cache.ts) and every committed write drops exactly what it changed,
// before it answers and before any socket event about it. These prove it for one process; the
// same writes across two processes on PostgreSQL are in read-after-write-postgres.test.ts.

let ctx: TestContext;
let url: string;
before(async () => {
  ctx = await buildTestApp({
    extend: (app) => {
      // A write route whose committed write changes a job while it declares only notifications.
      app.post('/api/v1/test/undeclared', { config: { changes: ['notifications'] } }, async () => {
        await app.changes.publish(['job:00000000-0000-4000-8000-000000000000']);
        return { success: true };
      });
    },
  });
  url = await listenOn(ctx);
});
after(async () => {
  closeTabs();
  await ctx.close();
});

describe('the first read after a write (one process)', () => {
  for (const scenario of READ_AFTER_WRITE) {
    it(`shows ${scenario.write} at once, after the answer and after the socket event`, () =>
      scenario.run({ writer: ctx, reader: ctx, readerUrl: url }));
  }
});

describe('stale reads the cache once gave', () => {
  it("drops a deleted message's text from the recipient's notifications at once", async () => {
    const { ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const sent = await claraAgent.post(`${MESSAGE_API}/sendMessage/${ava.user.id}`, { message: 'The door code is 4242' });
    const message = sent.json().newMessage as ChatMessage;
    const centre = async () =>
      (await avaAgent.get('/api/v1/notification/getNotifications?filter=all&page=1&limit=20')).json()
        .notifications as Notification[];
    const bell = async () => (await avaAgent.get('/api/v1/notification/getUnreadNotifications')).json().notifications as Notification[];
    assert.match((await centre())[0]?.message ?? '', /4242/);
    assert.match((await bell())[0]?.message ?? '', /4242/);
    assert.equal((await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${message._id}`)).statusCode, 200);
    assert.doesNotMatch((await centre())[0]?.message ?? '', /4242/, 'the centre');
    assert.doesNotMatch((await bell())[0]?.message ?? '', /4242/, 'the bell');
  });

  it('shows the new address on the profile once the verification link (a GET) was opened', async () => {
    const built = await buildUser(ctx, { role: 'client' });
    const agent = await signIn(ctx, built);
    const newEmail = `moved.${Date.now()}@example.test`;
    agent.alsoOwn.add(newEmail);
    ctx.emails.add(newEmail);
    assert.equal((await agent.post('/api/v1/user/updateProfile', { email: newEmail })).statusCode, 200);
    assert.equal((await agent.get('/api/v1/user/profile')).json().user.email, built.email, 'cached: still the old address');
    const link = await new Agent(ctx).get(`/api/v1/user/verify-email?token=${ctx.outbox.verificationToken(newEmail)}`);
    assert.equal(link.headers.location, '/login?verified=1');
    const profile = (await agent.get('/api/v1/user/profile')).json().user;
    assert.equal(profile.email, newEmail);
    assert.equal(profile.pendingEmail, null);
  });

  it("shows the accepted work to the freelancer who refetches the job on Accept Work's notification", async () => {
    const hired = await buildHiredJob(ctx);
    assert.equal((await submitWork(hired.freelancerAgent, hired.job.id, zipPart())).statusCode, 200);
    const read = async () => (await hired.freelancerAgent.get(`/api/v1/job/getJob/${hired.job.id}`)).json().job as Job;
    assert.equal((await read()).status, 'paused');
    // The freelancer's tab refetches the job the instant the notification is sent (as RTK Query's
    // invalidation on the socket event does): read it right there, before the event goes out.
    const seenOnEvent: string[] = [];
    const realtime = ctx.app.realtime;
    const emitToUser = realtime.emitToUser.bind(realtime);
    const refetches: Promise<void>[] = [];
    realtime.emitToUser = (userId, event, payload) => {
      if (userId === hired.freelancer.user.id && event === SOCKET_EVENTS.notification) {
        refetches.push(read().then((job) => void seenOnEvent.push(job.status)));
      }
      emitToUser(userId, event, payload);
    };
    try {
      assert.equal((await acceptWork(hired.clientAgent, hired.job.id)).statusCode, 200);
      await Promise.all(refetches);
    } finally {
      realtime.emitToUser = emitToUser;
    }
    assert.ok(seenOnEvent.length > 0, 'the freelancer was notified');
    assert.deepEqual(new Set(seenOnEvent), new Set(['completed']), 'every refetch saw the job completed');
  });
});

describe('what a refused request costs', () => {
  it('drops nothing: a refused job post, proposal or sign-in leaves every cached read in place', async () => {
    const freelancer = await signIn(ctx, await buildFreelancer(ctx));
    await freelancer.get('/api/v1/job/getAllJobs?page=1&limit=10');
    const before = ctx.app.readCache.stats();
    const refused = [
      await freelancer.post('/api/v1/job/postJob', {}), // invalid body: 400
      await freelancer.post('/api/v1/job/postJob', jobInput(ctx)), // a freelancer posting: 403
      await freelancer.post('/api/v1/application/applyJobs/00000000-0000-4000-8000-000000000000', {}), // 400
      await new Agent(ctx).post('/api/v1/user/login', { email: 'nobody@example.test', password: 'Wrong-Pass-1' }), // 401
      await new Agent(ctx).post('/api/v1/job/postJob', jobInput(ctx)), // signed out: 403 (no anti-forgery token)
    ];
    assert.deepEqual(
      refused.map((response) => response.statusCode >= 400),
      refused.map(() => true),
      refused.map((response) => response.statusCode).join(', '),
    );
    assert.equal(ctx.app.readCache.stats().drops, before.drops, 'no cached entry was dropped');
    const again = await freelancer.get('/api/v1/job/getAllJobs?page=1&limit=10');
    assert.equal(again.statusCode, 200);
    assert.equal(ctx.app.readCache.stats().misses, before.misses, 'and the next read is a hit');
  });

  it('fails a request whose committed writes change more than its route declared', async () => {
    const response = await signIn(ctx, await buildFreelancer(ctx)).then((agent) => agent.post('/api/v1/test/undeclared', {}));
    assert.equal(response.statusCode, 500);
    assert.equal(z.object({ success: z.literal(false) }).safeParse(response.json()).success, true);
  });
});
