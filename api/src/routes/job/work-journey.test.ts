import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_REVIEW_DAYS, SOCKET_EVENTS, type Notification } from '@freelane/shared/contracts';
import type { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, jobInput, proposalInput, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { acceptWork, reviewWork, submitWork, zipPart } from '../../testing/work-fixtures';

// The whole lifecycle through the public routes only, as the browser drives it.
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
let url = '';
const sockets: Socket[] = [];
before(async () => {
  ctx = await buildTestApp({ clock });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
after(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx.close();
});

/** The bell's feed: every `notification` pushed to this user's open tab. */
async function openTab(agent: Agent): Promise<Notification[]> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `freelane_sid=${agent.cookies.get('freelane_sid')}` },
  });
  sockets.push(socket);
  const received: Notification[] = [];
  socket.on(SOCKET_EVENTS.notification, (notification: Notification) => received.push(notification));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return received;
}

async function until(check: () => boolean, what: string) {
  const started = Date.now();
  while (!check()) {
    assert.ok(Date.now() - started < 5000, `${what} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function hire(title: string) {
  const client = await buildUser(ctx, { role: 'client', fullName: 'Clara Journey' });
  const freelancer = await buildUser(ctx, { role: 'freelancer', fullName: 'Ava Journey' });
  const clientAgent = await signIn(ctx, client);
  const freelancerAgent = await signIn(ctx, freelancer);
  const posted = await clientAgent.post('/api/v1/job/postJob', jobInput(ctx, { title }));
  assert.equal(posted.statusCode, 201, posted.body);
  const jobId: string = posted.json().job._id;
  const applied = await freelancerAgent.post(`/api/v1/application/applyJobs/${jobId}`, proposalInput());
  assert.equal(applied.statusCode, 201, applied.body);
  const applicationId: string = applied.json().job.myApplication._id;
  const accepted = await clientAgent.post(`/api/v1/application/updateStatus/${applicationId}`, { status: 'accepted' });
  assert.equal(accepted.statusCode, 200, accepted.body);
  return { client, freelancer, clientAgent, freelancerAgent, jobId };
}

const getJob = async (agent: Agent, jobId: string) => {
  const response = await agent.get(`/api/v1/job/getJob/${jobId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().job;
};

describe('work and review journey through the real routes', () => {
  it('post → apply → hire → submit → revision → resubmit → accept, seen by both parties', async () => {
    const { clientAgent, freelancerAgent, jobId } = await hire('Journey landing page');
    assert.equal((await getJob(freelancerAgent, jobId)).status, 'progress');
    const clientBell = await openTab(clientAgent);
    const freelancerBell = await openTab(freelancerAgent);

    assert.equal((await submitWork(freelancerAgent, jobId, zipPart('v1.zip'))).statusCode, 200);
    const paused = await getJob(clientAgent, jobId);
    assert.equal(paused.status, 'paused');
    assert.equal(paused.hiredFreelancer.fullName, 'Ava Journey');
    assert.deepEqual(paused.files.map((file: { name: string }) => file.name), ['v1.zip']);

    assert.equal((await reviewWork(clientAgent, jobId)).statusCode, 200);
    const inRevision = await getJob(freelancerAgent, jobId);
    assert.equal(inRevision.status, 'review');
    assert.match(inRevision.reviewChanges, /hero image/);

    assert.equal((await submitWork(freelancerAgent, jobId, zipPart('v2.zip'))).statusCode, 200);
    const accepted = await acceptWork(clientAgent, jobId);
    assert.equal(accepted.statusCode, 200, accepted.body);
    // Pushed in real time to the other party of each step.
    const typesOf = (list: Notification[]) => list.map((notification) => notification.type);
    await until(() => typesOf(freelancerBell).includes('work_accepted'), 'the freelancer is told the work was accepted');
    // The completion opens the review window (issue 12): both are invited to review each other.
    await until(
      () => typesOf(freelancerBell).includes('review_window_opened') && typesOf(clientBell).includes('review_window_opened'),
      'both parties are invited to review',
    );
    assert.deepEqual(typesOf(freelancerBell), ['revision_requested', 'work_accepted', 'review_window_opened']);
    assert.deepEqual(typesOf(clientBell), ['work_submitted', 'revision_submitted', 'review_window_opened']);
    assert.equal(freelancerBell[1].category, 'Payments');

    const done = await getJob(freelancerAgent, jobId);
    assert.equal(done.status, 'completed');
    assert.deepEqual(done.files.map((file: { name: string; round: number }) => [file.name, file.round]), [
      ['v1.zip', 1],
      ['v2.zip', 2],
    ]);
    const profile = await freelancerAgent.get('/api/v1/user/profile');
    assert.equal(profile.json().user.projectCompleted, 1, 'work accepted: one more completed project');

    const unread = await freelancerAgent.get('/api/v1/notification/getUnreadNotifications');
    const types = unread.json().notifications.map((n: { type: string }) => n.type);
    assert.ok(types.includes('revision_requested') && types.includes('work_accepted'), types.join());
    const clientUnread = await clientAgent.get('/api/v1/notification/getUnreadNotifications');
    const clientTypes = clientUnread.json().notifications.map((n: { type: string }) => n.type);
    // The "please review" notifications are done once the work is accepted (issue 36): no longer unread.
    assert.ok(!clientTypes.includes('work_submitted') && !clientTypes.includes('revision_submitted'), clientTypes.join());
    const mails = ctx.outbox.messages.filter((mail) => mail.subject === 'Work submitted for "Journey landing page"');
    assert.equal(mails.length, 2, 'the client is mailed at each submission');
    assert.ok(mails.every((mail) => mail.text.includes(`/takeAction?jobId=${jobId}`)));
  });

  it('a read after the review period shows the job completed (the rule runs on read)', async () => {
    const { clientAgent, freelancerAgent, jobId } = await hire('Journey auto-complete');
    assert.equal((await submitWork(freelancerAgent, jobId, zipPart())).statusCode, 200);
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });
    const seen = await getJob(clientAgent, jobId);
    assert.equal(seen.status, 'completed');
    assert.equal(seen.completedAt, clock.now().toISOString());
    const unread = await clientAgent.get('/api/v1/notification/getUnreadNotifications');
    assert.ok(unread.json().notifications.some((n: { type: string }) => n.type === 'work_auto_completed'));
  });
});
