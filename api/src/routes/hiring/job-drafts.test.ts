import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { JOB_DRAFTS_PENDING_MAX, JOB_DRAFT_DECLINE_REASON_MAX_LENGTH, jobBody, type JobDraft } from '@freelane/shared/contracts';
import { hiringJobDrafts, jobs } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildAdmin, buildClient, buildFreelancer, buildJob, isoDateIn, jobInput, signIn, type BuiltUser } from '../../testing/factories';
import { acceptedAppointment, approveAsAssistant } from '../../testing/hiring-fixtures';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { notificationsOf } from '../../testing/work-fixtures';

let ctx: TestContext;
let admin: BuiltUser;
before(async () => {
  ctx = await buildTestApp();
  admin = await buildAdmin(ctx);
});
after(() => ctx.close());

const DRAFTS = '/api/v1/hiring/drafts';
let titles = 0;
const uniqueTitle = (what: string) => `${what} ${(titles += 1)} ${Date.now().toString(36)}`;

interface Pair {
  client: BuiltUser;
  clientAgent: Agent;
  assistant: BuiltUser;
  assistantAgent: Agent;
  appointmentId: string;
}

/** A client and the accepted hiring assistant they appointed (and who accepted) on one of their open jobs. */
async function appointedPair(): Promise<Pair> {
  const client = await buildClient(ctx);
  const assistant = await buildFreelancer(ctx);
  await approveAsAssistant(ctx, assistant, admin);
  const appointmentId = await acceptedAppointment(ctx, client, assistant, await buildJob(ctx, client));
  return { client, clientAgent: await signIn(ctx, client), assistant, assistantAgent: await signIn(ctx, assistant), appointmentId };
}

const draftBody = (clientId: string, overrides: Record<string, unknown> = {}) => ({
  clientId,
  job: jobInput(ctx, { title: uniqueTitle('Menu page for a café'), ...overrides }),
});

async function draft(pair: Pair, overrides: Record<string, unknown> = {}): Promise<JobDraft> {
  const response = await pair.assistantAgent.post(DRAFTS, draftBody(pair.client.user.id, overrides));
  assert.equal(response.statusCode, 201, response.body);
  return response.json().draft as JobDraft;
}

const listOf = async (agent: Agent, query: string) => {
  const response = await agent.get(`${DRAFTS}?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { drafts: JobDraft[]; pagination: { total: number; totalPages: number } };
};

/** The one notification of `type` the user has. */
async function only(userId: string, type: string) {
  const found = (await notificationsOf(ctx, userId)).filter((row) => row.type === type);
  assert.equal(found.length, 1, `one ${type} notification`);
  return found[0];
}

describe('drafting a job for a client', () => {
  it('only an accepted assistant the client appointed drafts for that client: not before accepting, not after it ended, not for another client', async () => {
    const client = await buildClient(ctx);
    const assistant = await buildFreelancer(ctx);
    await approveAsAssistant(ctx, assistant, admin);
    const assistantAgent = await signIn(ctx, assistant);
    const body = () => draftBody(client.user.id);

    // Appointed but not accepted yet: no drafting.
    const appointed = await ctx.app.repos.hiring.appoint(client.user.id, assistant.user.id, (await buildJob(ctx, client)).id, new Date());
    assert.ok(appointed.kind === 'appointed');
    const early = await assistantAgent.post(DRAFTS, body());
    assert.equal(early.statusCode, 403);
    assert.equal(early.json().code, 'NOT_APPOINTED');

    await ctx.app.repos.hiring.respond(appointed.appointment.id, assistant.user.id, 'accepted', new Date());
    const sent = await assistantAgent.post(DRAFTS, {
      clientId: client.user.id,
      job: jobInput(ctx, { title: '  Menu page for our café  ', skills: ['React', ' css ', 'react', ''] }),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const drafted = sent.json().draft as JobDraft;
    assert.equal(sent.json().message, `Draft sent to ${client.user.fullName} for approval.`);
    assert.equal(drafted.status, 'pending');
    assert.equal(drafted.job.title, 'Menu page for our café', 'validated as Post A Job validates');
    assert.deepEqual(drafted.job.skills, ['React', 'css']);
    assert.deepEqual([drafted.client._id, drafted.assistant._id], [client.user.id, assistant.user.id]);
    assert.equal(drafted.jobId, null);
    const notice = await only(client.user.id, 'jobDraftReceived');
    assert.equal(notice.category, 'Job');
    assert.equal(notice.link, '/client-dashboard?drafts=1');
    assert.equal(notice.senderId, assistant.user.id);
    assert.match(notice.message, /drafted a job for you: "Menu page for our café"/);
    assert.equal((await ctx.app.db.select().from(jobs).where(eq(jobs.title, 'Menu page for our café'))).length, 0, 'nothing posted yet');

    // Another client never appointed them.
    const stranger = await buildClient(ctx);
    const elsewhere = await assistantAgent.post(DRAFTS, draftBody(stranger.user.id));
    assert.equal(elsewhere.statusCode, 403);
    assert.equal(elsewhere.json().code, 'NOT_APPOINTED');

    // Neither a plain freelancer, nor the client, nor a visitor drafts.
    const plain = await signIn(ctx, await buildFreelancer(ctx));
    assert.equal((await plain.post(DRAFTS, body())).statusCode, 403);
    assert.equal((await (await signIn(ctx, client)).post(DRAFTS, body())).statusCode, 403);
    assert.equal((await new Agent(ctx).post(DRAFTS, body())).statusCode, 401);
    // Post A Job's rules hold: a deadline in the past is refused.
    const past = await assistantAgent.post(DRAFTS, draftBody(client.user.id, { applicationDeadline: isoDateIn(ctx, -1) }));
    assert.equal(past.statusCode, 400);

    // Once the appointment has ended, no more drafts.
    assert.ok(await ctx.app.repos.hiring.end(appointed.appointment.id, client.user.id));
    const ended = await assistantAgent.post(DRAFTS, body());
    assert.equal(ended.statusCode, 403);
    assert.equal(ended.json().code, 'NOT_APPOINTED');
  });

  it(`keeps at most ${JOB_DRAFTS_PENDING_MAX} drafts waiting per assistant and client; an answer or a withdrawal frees a place`, async () => {
    const pair = await appointedPair();
    const sent: JobDraft[] = [];
    for (let n = 0; n < JOB_DRAFTS_PENDING_MAX; n += 1) sent.push(await draft(pair));
    const over = await pair.assistantAgent.post(DRAFTS, draftBody(pair.client.user.id));
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().code, 'TOO_MANY_PENDING_DRAFTS');
    assert.match(over.json().message, new RegExp(`${JOB_DRAFTS_PENDING_MAX} drafts waiting for ${pair.client.user.fullName}`));

    // Another client of the same assistant counts apart.
    const other = await buildClient(ctx);
    await acceptedAppointment(ctx, other, pair.assistant, await buildJob(ctx, other));
    assert.equal((await pair.assistantAgent.post(DRAFTS, draftBody(other.user.id))).statusCode, 201);

    assert.equal((await pair.assistantAgent.post(`${DRAFTS}/${sent[0]._id}/withdraw`)).statusCode, 200);
    await draft(pair);
    assert.equal((await pair.clientAgent.post(`${DRAFTS}/${sent[1]._id}/decline`, {})).statusCode, 200);
    await draft(pair);
    assert.equal((await pair.assistantAgent.post(DRAFTS, draftBody(pair.client.user.id))).statusCode, 409);
  });

  it('counts drafts sent at once in turn: never more than the limit waiting', async () => {
    const pair = await appointedPair();
    const answers = await Promise.all(
      Array.from({ length: JOB_DRAFTS_PENDING_MAX + 3 }, () => pair.assistantAgent.post(DRAFTS, draftBody(pair.client.user.id))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [...Array(JOB_DRAFTS_PENDING_MAX).fill(201), 409, 409, 409]);
    const stored = await ctx.app.db.select().from(hiringJobDrafts).where(eq(hiringJobDrafts.clientId, pair.client.user.id));
    assert.equal(stored.length, JOB_DRAFTS_PENDING_MAX);
  });
});

describe('listing drafts', () => {
  it('shows the assistant their drafts and the client those written for them, newest first, paged and filtered; nobody else', async () => {
    const pair = await appointedPair();
    const first = await draft(pair);
    const second = await draft(pair);
    const third = await draft(pair);
    const mine = await listOf(pair.assistantAgent, 'as=assistant');
    assert.deepEqual(mine.drafts.map((row) => row._id), [third._id, second._id, first._id]);
    assert.deepEqual(mine.pagination, { page: 1, limit: 20, total: 3, totalPages: 1 });
    const theirs = await listOf(pair.clientAgent, 'as=client&limit=2&page=2');
    assert.deepEqual(theirs.drafts.map((row) => row._id), [first._id]);
    assert.equal(theirs.pagination.totalPages, 2);

    // Read before the change (and so cached), then at once after it.
    assert.equal((await listOf(pair.clientAgent, 'as=client&status=pending')).drafts.length, 3);
    assert.equal((await pair.assistantAgent.post(`${DRAFTS}/${second._id}/withdraw`)).statusCode, 200);
    const pending = await listOf(pair.clientAgent, 'as=client&status=pending');
    assert.deepEqual(pending.drafts.map((row) => row._id), [third._id, first._id]);
    const withdrawn = await listOf(pair.assistantAgent, 'as=assistant&status=withdrawn');
    assert.deepEqual(withdrawn.drafts.map((row) => [row._id, row.status]), [[second._id, 'withdrawn']]);

    // Someone else's lists hold none of these; the roles are checked.
    const otherClient = await signIn(ctx, await buildClient(ctx));
    assert.deepEqual((await listOf(otherClient, 'as=client')).drafts, []);
    assert.equal((await pair.assistantAgent.get(`${DRAFTS}?as=client`)).statusCode, 403);
    assert.equal((await pair.clientAgent.get(`${DRAFTS}?as=assistant`)).statusCode, 403);
    assert.equal((await new Agent(ctx).get(`${DRAFTS}?as=client`)).statusCode, 401);
    assert.equal((await pair.clientAgent.get(`${DRAFTS}?as=everyone`)).statusCode, 400);
  });
});

describe('the client decides', () => {
  it('approving posts a real job the client owns, open and on Find Jobs at once; the draft names it; the assistant is told', async () => {
    const pair = await appointedPair();
    const title = uniqueTitle('Booking page for a barber shop');
    const pending = await draft(pair, { title, salary: 640 });
    const finder = await signIn(ctx, await buildFreelancer(ctx));
    const findJobs = async () =>
      ((await finder.get(`/api/v1/job/getAllJobs?page=1&limit=10&search=${encodeURIComponent(title)}`)).json().jobs as { _id: string }[]);
    assert.deepEqual(await findJobs(), [], 'not published before the client says yes');
    const assistantList = await listOf(pair.assistantAgent, 'as=assistant');
    assert.equal(assistantList.drafts[0]?.status, 'pending');

    const approved = await pair.clientAgent.post(`${DRAFTS}/${pending._id}/approve`);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().message, 'Job posted successfully.');
    const decided = approved.json().draft as JobDraft;
    assert.equal(decided.status, 'approved');
    assert.ok(decided.jobId);
    assert.ok(decided.decidedAt);

    const job = (await pair.clientAgent.get(`/api/v1/job/getJob/${decided.jobId}`)).json().job;
    assert.equal(job.owner._id, pair.client.user.id);
    assert.equal(job.status, 'active');
    assert.deepEqual([job.title, job.salary, job.skills], [title, 640, ['React', 'CSS']]);
    assert.deepEqual((await findJobs()).map((row) => row._id), [decided.jobId], 'on Find Jobs at once');
    const own = (await pair.clientAgent.get('/api/v1/job/adminJobs?status=active')).json().jobs as { _id: string }[];
    assert.ok(own.some((row) => row._id === decided.jobId), "in the client's own jobs");
    assert.deepEqual(
      (await listOf(pair.assistantAgent, 'as=assistant')).drafts.map((row) => [row.status, row.jobId]),
      [['approved', decided.jobId]],
      "the assistant's list at once",
    );

    const notice = await only(pair.assistant.user.id, 'jobDraftApproved');
    assert.equal(notice.category, 'Job');
    assert.equal(notice.link, '/hiringAssistantDashboard?drafts=1');
    assert.match(notice.message, new RegExp(`approved your draft "${title}": it is posted`));
  });

  it('declining keeps the optional reason and tells the assistant; the reason has a limit', async () => {
    const pair = await appointedPair();
    const first = await draft(pair);
    const tooLong = await pair.clientAgent.post(`${DRAFTS}/${first._id}/decline`, {
      reason: 'x'.repeat(JOB_DRAFT_DECLINE_REASON_MAX_LENGTH + 1),
    });
    assert.equal(tooLong.statusCode, 400);
    const declined = await pair.clientAgent.post(`${DRAFTS}/${first._id}/decline`, { reason: '  We will hire in spring.  ' });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(
      [declined.json().draft.status, declined.json().draft.declineReason, declined.json().draft.jobId],
      ['declined', 'We will hire in spring.', null],
    );
    const notice = await only(pair.assistant.user.id, 'jobDraftDeclined');
    assert.equal(notice.link, '/hiringAssistantDashboard?drafts=1');
    assert.match(notice.message, /declined your draft ".+": We will hire in spring\.$/);

    const second = await draft(pair);
    const silent = await pair.clientAgent.post(`${DRAFTS}/${second._id}/decline`, {});
    assert.equal(silent.statusCode, 200, silent.body);
    assert.equal(silent.json().draft.declineReason, null);
  });

  it('only the client decides: the assistant gets 403, anyone else 404; a decided draft is decided once', async () => {
    const pair = await appointedPair();
    const pending = await draft(pair);
    const approve = (agent: Agent) => agent.post(`${DRAFTS}/${pending._id}/approve`);
    const decline = (agent: Agent) => agent.post(`${DRAFTS}/${pending._id}/decline`, {});

    for (const [response, code] of [
      [await approve(pair.assistantAgent), 'NOT_DRAFT_CLIENT'],
      [await decline(pair.assistantAgent), 'NOT_DRAFT_CLIENT'],
      [await pair.clientAgent.post(`${DRAFTS}/${pending._id}/withdraw`), 'NOT_DRAFT_ASSISTANT'],
    ] as const) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().code, code);
    }
    for (const stranger of [await signIn(ctx, await buildClient(ctx)), await signIn(ctx, await buildFreelancer(ctx)), await signIn(ctx, admin)]) {
      for (const response of [await approve(stranger), await decline(stranger), await stranger.post(`${DRAFTS}/${pending._id}/withdraw`)]) {
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.json().code, 'JOB_DRAFT_NOT_FOUND');
      }
    }
    assert.equal((await new Agent(ctx).post(`${DRAFTS}/${pending._id}/approve`)).statusCode, 401);
    assert.equal((await pair.clientAgent.post(`${DRAFTS}/00000000-0000-4000-8000-000000000000/approve`)).statusCode, 404);

    assert.equal((await approve(pair.clientAgent)).statusCode, 200);
    for (const response of [
      await approve(pair.clientAgent),
      await decline(pair.clientAgent),
      await pair.assistantAgent.post(`${DRAFTS}/${pending._id}/withdraw`),
    ]) {
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'JOB_DRAFT_NOT_PENDING');
      assert.equal(response.json().message, 'This draft was already approved and posted.');
    }
    assert.equal((await ctx.app.db.select().from(jobs).where(eq(jobs.title, pending.job.title))).length, 1);
  });

  it('two approvals at once post one job', async () => {
    const pair = await appointedPair();
    const pending = await draft(pair);
    const secondTab = await signIn(ctx, pair.client);
    const answers = await Promise.all([
      pair.clientAgent.post(`${DRAFTS}/${pending._id}/approve`),
      secondTab.post(`${DRAFTS}/${pending._id}/approve`),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409], answers.map((answer) => answer.body).join('\n'));
    const posted = await ctx.app.db.select().from(jobs).where(eq(jobs.title, pending.job.title));
    assert.equal(posted.length, 1);
    const [stored] = await ctx.app.db.select().from(hiringJobDrafts).where(eq(hiringJobDrafts.id, pending._id));
    assert.equal(stored?.jobId, posted[0]?.id);
  });

  it('refuses to post a draft whose deadline has passed since: 409, nothing posted, still pending', async () => {
    const pair = await appointedPair();
    const job = jobBody.parse(jobInput(ctx, { title: uniqueTitle('Price list for a tailor') }));
    const result = await ctx.app.repos.jobDrafts.create(pair.assistant.user.id, pair.client.user.id, job, new Date(), JOB_DRAFTS_PENDING_MAX);
    assert.ok(result.kind === 'drafted');
    // As it reads once its deadline day has gone by.
    await ctx.app.db.update(hiringJobDrafts).set({ job: { ...job, applicationDeadline: isoDateIn(ctx, -1) } }).where(eq(hiringJobDrafts.id, result.draft.id));
    const refused = await pair.clientAgent.post(`${DRAFTS}/${result.draft.id}/approve`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'JOB_DRAFT_OUTDATED');
    assert.match(refused.json().message, /Application deadline must be in the future/);
    assert.equal((await ctx.app.db.select().from(jobs).where(eq(jobs.title, job.title))).length, 0);
    assert.equal((await ctx.app.repos.jobDrafts.byId(result.draft.id))?.status, 'pending');
  });
});

describe('the assistant withdraws', () => {
  it('takes back a pending draft and the client is told; a withdrawn draft cannot be approved', async () => {
    const pair = await appointedPair();
    const pending = await draft(pair);
    const withdrawn = await pair.assistantAgent.post(`${DRAFTS}/${pending._id}/withdraw`);
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(withdrawn.json().draft.status, 'withdrawn');
    const notice = await only(pair.client.user.id, 'jobDraftWithdrawn');
    assert.equal(notice.link, '/client-dashboard?drafts=1');
    assert.match(notice.message, new RegExp(`${pair.assistant.user.fullName} withdrew the draft`));
    const late = await pair.clientAgent.post(`${DRAFTS}/${pending._id}/approve`);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This draft was already withdrawn.');
  });

  it('may still withdraw, and the client still decide, drafts sent before the appointment ended', async () => {
    const pair = await appointedPair();
    const first = await draft(pair);
    const second = await draft(pair);
    assert.ok(await ctx.app.repos.hiring.end(pair.appointmentId, pair.client.user.id));
    assert.equal((await pair.assistantAgent.post(`${DRAFTS}/${first._id}/withdraw`)).statusCode, 200);
    assert.equal((await pair.clientAgent.post(`${DRAFTS}/${second._id}/approve`)).statusCode, 200);
  });
});
