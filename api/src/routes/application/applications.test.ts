import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { applications, contacts, jobs, notifications } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import {
  buildApplication,
  buildJob,
  buildUser,
  isoDateIn,
  proposalInput,
  signIn,
  type BuiltUser,
} from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const client = (name = 'Clara Client') => buildUser(ctx, { role: 'client', fullName: name });
const freelancer = (name = 'Ava Patel') => buildUser(ctx, { role: 'freelancer', fullName: name });
const jobRow = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const applicationRow = async (id: string) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.id, id)))[0];
const notificationsOf = (user: BuiltUser) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
const apply = (agent: Agent, jobId: string, overrides: Record<string, unknown> = {}) =>
  agent.post(`/api/v1/application/applyJobs/${jobId}`, proposalInput(overrides));
const decide = (agent: Agent, applicationId: string, status: string) =>
  agent.post(`/api/v1/application/updateStatus/${applicationId}`, { status });

describe('POST /application/applyJobs/{jobId}', () => {
  it('stores a pending proposal, answers with the job and notifies the owner', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner, { title: 'Landing page redesign' });
    const ava = await freelancer();
    const response = await apply(await signIn(ctx, ava), job.id);
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.message, 'Proposal submitted successfully.');
    assert.equal(body.job._id, job.id);
    assert.equal(body.job.myApplication.status, 'pending');
    assert.equal(body.job.applicantCount, 1);
    const stored = await applicationRow(body.job.myApplication._id);
    assert.equal(stored.applicantId, ava.user.id);
    assert.equal(stored.yourBid, 700);
    assert.equal(stored.portfolio, 'https://portfolio.example.test/ava');
    const [notification] = await notificationsOf(owner);
    assert.equal(notification.category, 'Proposals');
    assert.equal(notification.type, 'application_received');
    assert.equal(notification.message, 'Ava Patel sent a proposal for "Landing page redesign".');
    assert.equal(notification.senderId, ava.user.id);
    // The bell counts it: the owner's unread list names the sender.
    const unread = (await (await signIn(ctx, owner)).get('/api/v1/notification/getUnreadNotifications')).json();
    assert.ok(unread.notifications.some((item: { message: string }) => item.message === notification.message));
  });

  it('pushes the notification to the owner over the socket', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const pushed: { userId: string; event: string; payload: { type?: string } }[] = [];
    const original = ctx.app.realtime.emitToUser;
    ctx.app.realtime.emitToUser = (userId, event, payload) => {
      pushed.push({ userId, event, payload: payload as { type?: string } });
      original.call(ctx.app.realtime, userId, event, payload);
    };
    try {
      assert.equal((await apply(await signIn(ctx, await freelancer()), job.id)).statusCode, 201);
    } finally {
      ctx.app.realtime.emitToUser = original;
    }
    assert.deepEqual(
      pushed.map(({ userId, event, payload }) => [userId, event, payload.type]),
      [[owner.user.id, 'notification', 'application_received']],
    );
  });

  it('two simultaneous applies create ONE application; the loser gets 409', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const agent = await signIn(ctx, await freelancer());
    const responses = await Promise.all([apply(agent, job.id), apply(agent, job.id)]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    assert.equal(loser?.json().message, 'You have already applied to this job.');
    const rows = await ctx.app.db.select().from(applications).where(eq(applications.jobId, job.id));
    assert.equal(rows.length, 1);
    assert.equal((await notificationsOf(owner)).length, 1, 'the owner is told once');
  });

  it('refuses a visitor (401), clients (403), an unknown job (404) and bad proposals (400)', async () => {
    const job = await buildJob(ctx, await client());
    assert.equal((await apply(new Agent(ctx), job.id)).statusCode, 401);
    const asClient = await apply(await signIn(ctx, await client()), job.id);
    assert.equal(asClient.statusCode, 403);
    assert.equal(asClient.json().message, 'Only freelancers can send proposals.');
    const agent = await signIn(ctx, await freelancer());
    const unknown = await apply(agent, UNKNOWN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This job does not exist.');
    const short = await apply(agent, job.id, { coverLetter: 'Too short.' });
    assert.equal(short.statusCode, 400);
    assert.match(short.json().message, /Cover letter must be at least 150 characters/);
    const script = await apply(agent, job.id, { portfolio: 'javascript:alert(1)' });
    assert.equal(script.statusCode, 400);
    assert.match(script.json().message, /Portfolio link must start with http/);
    assert.equal((await apply(agent, job.id)).statusCode, 201, 'a valid proposal after the refusals still works');
  });

  it('refuses a job that is hired or past its deadline (409)', async () => {
    const owner = await client();
    const agent = await signIn(ctx, await freelancer());
    const hired = await buildJob(ctx, owner, { status: 'progress' });
    const refused = await apply(agent, hired.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json().message,
      'This job is no longer taking proposals: a freelancer has been hired or the job was closed.',
    );
    const late = await buildJob(ctx, owner, { applicationDeadline: isoDateIn(ctx, -1) });
    const lateResponse = await apply(agent, late.id);
    assert.equal(lateResponse.statusCode, 409);
    assert.equal(lateResponse.json().message, 'The application deadline for this job has passed.');
    const today = await buildJob(ctx, owner, { applicationDeadline: isoDateIn(ctx, 0) });
    assert.equal((await apply(agent, today.id)).statusCode, 201, 'the deadline day itself is still open');
  });

  it('refuses the owner applying to their own job (403)', async () => {
    // An account that posted jobs as a client and is a freelancer now (role changed in the database).
    const owner = await freelancer('Switcher');
    const job = await buildJob(ctx, owner);
    const response = await apply(await signIn(ctx, owner), job.id);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'You cannot apply to your own job.');
  });
});

describe('POST /application/updateApplication/{applicationId}', () => {
  it('lets the applicant edit a pending proposal and tells the owner', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner, { title: 'Mobile app' });
    const ava = await freelancer();
    const application = await buildApplication(ctx, job, ava);
    const response = await (
      await signIn(ctx, ava)
    ).post(`/api/v1/application/updateApplication/${application.id}`, proposalInput({ yourBid: 650.5, portfolio: '' }));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Proposal updated successfully.');
    assert.deepEqual(response.json().job.myApplication, { _id: application.id, status: 'pending' });
    const stored = await applicationRow(application.id);
    assert.equal(stored.yourBid, 650.5);
    assert.equal(stored.portfolio, null);
    const [notification] = await notificationsOf(owner);
    assert.equal(notification.type, 'application_updated');
    assert.equal(notification.message, 'Ava Patel updated their proposal for "Mobile app".');
  });

  it('saves nothing and tells the owner nothing when the proposal is resent unchanged; edits are rate limited', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner, { title: 'Bakery site' });
    const ava = await freelancer();
    const avaAgent = await signIn(ctx, ava);
    const applied = await apply(avaAgent, job.id, { portfolio: '' });
    const applicationId: string = applied.json().job.myApplication._id;
    const url = `/api/v1/application/updateApplication/${applicationId}`;
    const before = await applicationRow(applicationId);

    const same = await avaAgent.post(
      url,
      proposalInput({ portfolio: '', coverLetter: `  ${proposalInput().coverLetter}  ` }),
    );
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().message, 'Nothing changed: your proposal is as you sent it.');
    assert.deepEqual(await applicationRow(applicationId), before, 'not even updatedAt moves');
    assert.deepEqual(
      (await notificationsOf(owner)).map((row) => row.type),
      ['application_received'],
    );

    // A script re-sending edits is stopped after 30 in 10 minutes; the client got one notice per saved edit.
    const statuses: number[] = [];
    for (let edit = 1; edit <= 31; edit += 1)
      statuses.push((await avaAgent.post(url, proposalInput({ yourBid: 500 + edit }))).statusCode);
    assert.deepEqual(statuses, [...Array(29).fill(200), 429, 429], 'the unchanged resend above counts too');
    assert.equal((await notificationsOf(owner)).filter((row) => row.type === 'application_updated').length, 29);
  });

  it('refuses anyone else (403), unknown (404), a decided proposal and a closed job (409)', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const ava = await freelancer();
    const application = await buildApplication(ctx, job, ava);
    const url = `/api/v1/application/updateApplication/${application.id}`;
    const other = await (await signIn(ctx, await freelancer('Ben Okafor'))).post(url, proposalInput());
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Only the freelancer who sent this proposal can edit it.');
    assert.equal((await (await signIn(ctx, owner)).post(url, proposalInput())).statusCode, 403);
    assert.equal((await new Agent(ctx).post(url, proposalInput())).statusCode, 401);
    const avaAgent = await signIn(ctx, ava);
    assert.equal(
      (await avaAgent.post(`/api/v1/application/updateApplication/${UNKNOWN}`, proposalInput())).statusCode,
      404,
    );

    const rejected = await buildApplication(ctx, await buildJob(ctx, owner), ava, { status: 'rejected' });
    const decided = await avaAgent.post(`/api/v1/application/updateApplication/${rejected.id}`, proposalInput());
    assert.equal(decided.statusCode, 409);
    assert.equal(decided.json().message, 'This proposal was already rejected and can no longer be edited.');

    const closedJob = await buildJob(ctx, owner, { status: 'progress' });
    const onClosed = await buildApplication(ctx, closedJob, ava);
    const closed = await avaAgent.post(`/api/v1/application/updateApplication/${onClosed.id}`, proposalInput());
    assert.equal(closed.statusCode, 409);
    assert.match(closed.json().message, /no longer taking proposals.*can no longer be edited/);
    const lateJob = await buildJob(ctx, owner, { applicationDeadline: isoDateIn(ctx, -1) });
    const onLate = await buildApplication(ctx, lateJob, ava);
    const late = await avaAgent.post(`/api/v1/application/updateApplication/${onLate.id}`, proposalInput());
    assert.equal(late.statusCode, 409);
    assert.equal(
      late.json().message,
      'The application deadline for this job has passed. The proposal can no longer be edited.',
    );
    assert.equal((await applicationRow(application.id)).yourBid, 450, 'nothing changed');
  });
});

describe('GET /application/getAppliedJobs', () => {
  it('lists the caller’s own proposals, newest first, with a status filter and pagination', async () => {
    const owner = await client('Olga Owner');
    const ava = await freelancer();
    const minute = 60 * 1000;
    for (const [index, status] of (['pending', 'rejected', 'accepted'] as const).entries()) {
      const job = await buildJob(ctx, owner, { title: `Applied ${index}` });
      await buildApplication(ctx, job, ava, {
        status,
        createdAt: new Date(clock.now().getTime() - (10 - index) * minute),
      });
    }
    await buildApplication(ctx, await buildJob(ctx, owner), await freelancer('Someone Else'));
    const agent = await signIn(ctx, ava);
    const all = await agent.get('/api/v1/application/getAppliedJobs');
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.headers['cache-control'], 'private, no-store');
    assert.deepEqual(
      all.json().applications.map((item: { job: { title: string } }) => item.job.title),
      ['Applied 2', 'Applied 1', 'Applied 0'],
    );
    const [newest] = all.json().applications;
    assert.equal(newest.job.owner.fullName, 'Olga Owner');
    assert.equal(newest.applicant.user.fullName, 'Ava Patel');
    const pending = await agent.get('/api/v1/application/getAppliedJobs?status=pending');
    assert.deepEqual(
      pending.json().applications.map((item: { status: string }) => item.status),
      ['pending'],
    );
    const paged = await agent.get('/api/v1/application/getAppliedJobs?limit=2&page=2');
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
    assert.equal((await (await signIn(ctx, owner)).get('/api/v1/application/getAppliedJobs')).statusCode, 403);
    assert.equal((await new Agent(ctx).get('/api/v1/application/getAppliedJobs')).statusCode, 401);
  });
});

describe('POST /application/updateStatus/{applicationId}', () => {
  it('accepting hires in one step: job in progress, others rejected and told, contacts connected, freelancer told', async () => {
    const owner = await client('Clara Client');
    const job = await buildJob(ctx, owner, { title: 'Shop website' });
    const ava = await freelancer('Ava Patel');
    const ben = await freelancer('Ben Okafor');
    const cy = await freelancer('Cy Rejected');
    const chosen = await buildApplication(ctx, job, ava);
    const other = await buildApplication(ctx, job, ben);
    const alreadyRejected = await buildApplication(ctx, job, cy, { status: 'rejected' });
    const agent = await signIn(ctx, owner);
    const response = await decide(agent, chosen.id, 'accepted');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      success: true,
      message: 'Proposal accepted: Ava Patel is hired and the job is now in progress.',
    });
    const hired = await jobRow(job.id);
    assert.equal(hired.status, 'progress');
    assert.equal(hired.hiredFreelancerId, ava.user.id);
    assert.equal(hired.hiredAt?.toISOString(), clock.now().toISOString());
    assert.equal((await applicationRow(chosen.id)).status, 'accepted');
    assert.equal((await applicationRow(other.id)).status, 'rejected');
    assert.equal((await applicationRow(alreadyRejected.id)).status, 'rejected');

    const [clientSide] = await ctx.app.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, owner.user.id), eq(contacts.contactId, ava.user.id)));
    assert.equal(clientSide.connectedAt?.toISOString(), clock.now().toISOString());
    const freelancerSide = await ctx.app.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, ava.user.id), eq(contacts.contactId, owner.user.id)));
    assert.equal(freelancerSide.length, 1);

    const [accepted] = await notificationsOf(ava);
    assert.equal(accepted.type, 'application_accepted');
    assert.equal(accepted.category, 'Proposals');
    assert.equal(accepted.message, 'Clara Client accepted your proposal for "Shop website": you are hired.');
    const [rejected] = await notificationsOf(ben);
    assert.equal(rejected.type, 'application_rejected');
    assert.match(rejected.message, /not selected/);
    assert.equal((await notificationsOf(cy)).length, 0, 'an earlier rejection is not repeated');

    // The hired freelancer now sees the contract; the job is in their My Project list.
    const avaAgent = await signIn(ctx, ava);
    const view = await avaAgent.get(`/api/v1/job/getJob/${job.id}`);
    assert.equal(view.json().job.hiredFreelancer.fullName, 'Ava Patel');
    const projects = await avaAgent.get('/api/v1/application/getAcceptedJobs');
    assert.deepEqual(
      projects.json().applications.map((item: { _id: string }) => item._id),
      [chosen.id],
    );
    // Ben, not hired, can no longer open it.
    assert.equal((await (await signIn(ctx, ben)).get(`/api/v1/job/getJob/${job.id}`)).statusCode, 404);

    // A second acceptance on the same job is refused.
    const second = await decide(agent, other.id, 'accepted');
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().message, 'This proposal was already rejected.');
  });

  it('two simultaneous accepts on one job hire exactly one freelancer', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const first = await buildApplication(ctx, job, await freelancer());
    const second = await buildApplication(ctx, job, await freelancer());
    const agent = await signIn(ctx, owner);
    const responses = await Promise.all([decide(agent, first.id, 'accepted'), decide(agent, second.id, 'accepted')]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
    const rows = await ctx.app.db.select().from(applications).where(eq(applications.jobId, job.id));
    assert.deepEqual(rows.map((row) => row.status).sort(), ['accepted', 'rejected']);
    const hired = await jobRow(job.id);
    assert.equal(hired.hiredFreelancerId, rows.find((row) => row.status === 'accepted')?.applicantId);
  });

  it('rejecting keeps the proposal, tells the freelancer, and cannot be repeated', async () => {
    const owner = await client('Clara Client');
    const job = await buildJob(ctx, owner, { title: 'Poster' });
    const ava = await freelancer();
    const application = await buildApplication(ctx, job, ava);
    const agent = await signIn(ctx, owner);
    const response = await decide(agent, application.id, 'rejected');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Proposal rejected.');
    assert.equal((await applicationRow(application.id)).status, 'rejected');
    assert.equal((await jobRow(job.id)).status, 'active', 'the job stays open');
    const [notification] = await notificationsOf(ava);
    assert.equal(notification.message, 'Clara Client declined your proposal for "Poster".');
    const again = await decide(agent, application.id, 'rejected');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This proposal was already rejected.');
    const accept = await decide(agent, application.id, 'accepted');
    assert.equal(accept.statusCode, 409);
  });

  it('refuses another client, the freelancer, a visitor, unknown ids and bad statuses', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const ava = await freelancer();
    const application = await buildApplication(ctx, job, ava);
    const other = await decide(await signIn(ctx, await client('Other Client')), application.id, 'accepted');
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'Only the client who posted this job can accept or reject its proposals.');
    assert.equal((await decide(await signIn(ctx, ava), application.id, 'accepted')).statusCode, 403);
    assert.equal((await decide(new Agent(ctx), application.id, 'accepted')).statusCode, 401);
    const agent = await signIn(ctx, owner);
    assert.equal((await decide(agent, UNKNOWN, 'accepted')).statusCode, 404);
    const bad = await decide(agent, application.id, 'pending');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Status must be accepted or rejected.');
    assert.equal((await applicationRow(application.id)).status, 'pending');
    assert.equal((await jobRow(job.id)).status, 'active');
  });

  it('refuses accepting on a job that is no longer open (409)', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner, { status: 'completed' });
    const application = await buildApplication(ctx, job, await freelancer());
    const response = await decide(await signIn(ctx, owner), application.id, 'accepted');
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'A freelancer has already been hired for this job.');
  });
});

describe('GET /application/getAcceptedJobs', () => {
  it('lists the jobs the caller is hired on with the contract, newest hire first, status filter', async () => {
    const owner = await client();
    const ava = await freelancer();
    const hour = 60 * 60 * 1000;
    const inProgress = await buildJob(ctx, owner, {
      title: 'In progress',
      status: 'progress',
      hiredFreelancerId: ava.user.id,
      hiredAt: new Date(clock.now().getTime() - 2 * hour),
    });
    const accepted = await buildApplication(ctx, inProgress, ava, { status: 'accepted', yourBid: 420 });
    await buildJob(ctx, owner, {
      title: 'Done',
      salary: 900,
      status: 'completed',
      hiredFreelancerId: ava.user.id,
      hiredAt: new Date(clock.now().getTime() - hour),
    });
    await buildJob(ctx, owner, {
      title: 'Someone else',
      status: 'progress',
      hiredFreelancerId: (await freelancer()).user.id,
      hiredAt: clock.now(),
    });
    const agent = await signIn(ctx, ava);
    const response = await agent.get('/api/v1/application/getAcceptedJobs');
    assert.equal(response.statusCode, 200, response.body);
    const items = response.json().applications;
    assert.deepEqual(
      items.map((item: { job: { title: string } }) => item.job.title),
      ['Done', 'In progress'],
    );
    assert.equal(items[1]._id, accepted.id);
    assert.equal(items[1].job.hiredFreelancer.fullName, 'Ava Patel');
    // The agreed price is the accepted bid; a job without a proposal (a chat brief) pays its budget.
    assert.equal(items[1].agreedPrice, 420);
    assert.equal(items[0].agreedPrice, 900);
    const filtered = await agent.get('/api/v1/application/getAcceptedJobs?status=progress');
    assert.deepEqual(
      filtered.json().applications.map((item: { job: { title: string } }) => item.job.title),
      ['In progress'],
    );
    assert.deepEqual(filtered.json().pagination, { page: 1, limit: 12, total: 1, totalPages: 1 });
    assert.equal((await (await signIn(ctx, owner)).get('/api/v1/application/getAcceptedJobs')).statusCode, 403);
    assert.equal((await new Agent(ctx).get('/api/v1/application/getAcceptedJobs')).statusCode, 401);
  });
});
