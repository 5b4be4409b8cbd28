import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  DISPUTE_ESCALATION_DAYS,
  disputePagePath,
  type Dispute,
  type DisputeAbilities,
} from '@freelane/shared/contracts';
import { reviewWindows, storedFiles } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { zipOf } from '../../testing/archives';
import { FakeClock } from '../../testing/fake-clock';
import { buildAdmin, buildUser, signIn, type BuiltUser } from '../../testing/factories';
import { multipart, PNG_1X1, SMALL_PDF, type FilePart } from '../../testing/multipart';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import {
  buildDisputedJob,
  buildHiredJob,
  CLIENT_REASON,
  DISPUTE_API,
  FREELANCER_REASON,
  incompleteWork,
  jobRow as jobRowIn,
  notificationsOf as notificationsIn,
  projectsOf as projectsIn,
  submitWork,
  zipPart,
  type DisputedJob,
} from '../../testing/work-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
let admin: BuiltUser;
let adminAgent: Agent;
let otherAdmin: BuiltUser;
let strangers: Agent[];

before(async () => {
  ctx = await buildTestApp({ clock });
  admin = await buildAdmin(ctx);
  otherAdmin = await buildAdmin(ctx);
  adminAgent = await signIn(ctx, admin);
  strangers = [
    await signIn(ctx, await buildUser(ctx, { role: 'client' })),
    await signIn(ctx, await buildUser(ctx, { role: 'freelancer' })),
  ];
});
after(() => ctx.close());

const jobRow = (id: string) => jobRowIn(ctx, id);
const projectsOf = (id: string) => projectsIn(ctx, id);
const notificationsOf = (id: string) => notificationsIn(ctx, id);
const typed = async (userId: string, type: string) => (await notificationsOf(userId)).filter((n) => n.type === type);

interface DisputeBody {
  dispute: Dispute;
  abilities: DisputeAbilities;
  message?: string;
}
const read = async (agent: Agent, disputeId: string): Promise<DisputeBody> => {
  const response = await agent.get(`${DISPUTE_API}/${disputeId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};
const act = (agent: Agent, disputeId: string, path: string, body?: Record<string, unknown>) =>
  agent.post(`${DISPUTE_API}/${disputeId}/${path}`, body);
const ok = async (response: Awaited<ReturnType<typeof act>>): Promise<DisputeBody> => {
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};
const postFiles = (agent: Agent, disputeId: string, files: FilePart[], fields: Record<string, string> = {}) => {
  const body = multipart(files, fields);
  return agent.post(`${DISPUTE_API}/${disputeId}/messages`, body.payload, { headers: body.headers });
};
const file = (filename: string, data: Buffer, contentType = 'application/octet-stream'): FilePart => ({
  name: 'files',
  filename,
  contentType,
  data,
});
const propose = (agent: Agent, d: DisputedJob, body: Record<string, unknown>) =>
  act(agent, d.disputeId, 'proposals', body);
const pendingId = async (d: DisputedJob) =>
  (await read(d.clientAgent, d.disputeId)).dispute.proposals.find((p) => p.status === 'pending')?._id;
const answer = (agent: Agent, d: DisputedJob, proposalId: string, verb: 'accept' | 'decline' | 'withdraw') =>
  act(agent, d.disputeId, `proposals/${proposalId}/${verb}`);
const escalateNow = async (d: DisputedJob) => ok(await act(d.clientAgent, d.disputeId, 'escalate'));
const DECISION_REASON = 'The brief names the contact form; it must send. The footer pages were out of scope.';

describe('Mark As Incomplete opens a dispute', () => {
  it('moves the job to disputes and opens the dispute with the reason, in one step; both parties are told', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Café website' });
    assert.equal(d.job.status, 'disputes');
    const { dispute, abilities } = await read(d.clientAgent, d.disputeId);
    assert.equal(dispute.status, 'open');
    assert.equal(dispute.clientReason, CLIENT_REASON);
    assert.equal(dispute.freelancerReason, null);
    assert.equal(dispute.openedAt, clock.now().toISOString());
    assert.equal(dispute.escalatesAt, new Date(clock.now().getTime() + DISPUTE_ESCALATION_DAYS * DAY_MS).toISOString());
    assert.deepEqual(
      { _id: dispute.job._id, title: dispute.job.title, status: dispute.job.status, salary: dispute.job.salary },
      { _id: d.job.id, title: 'Café website', status: 'disputes', salary: 750 },
    );
    assert.equal(dispute.client._id, d.client.user.id);
    assert.equal(dispute.freelancer._id, d.freelancer.user.id);
    assert.deepEqual(
      dispute.events.map((event) => [event.kind, event.author?._id, event.text]),
      [['opened', d.client.user.id, CLIENT_REASON]],
    );
    assert.deepEqual(abilities, {
      canWriteStatement: false,
      canMessage: true,
      canPropose: true,
      canAnswerProposalId: null,
      canWithdrawProposalId: null,
      canEscalate: true,
      canDecide: false,
    });
    const [toFreelancer] = await typed(d.freelancer.user.id, 'work_incomplete');
    assert.match(toFreelancer.message, /marked your work on "Café website" as incomplete and opened a dispute/);
    assert.equal(toFreelancer.link, disputePagePath(d.job.id));
    assert.equal(toFreelancer.senderId, d.client.user.id);
    const [toClient] = await typed(d.client.user.id, 'work_incomplete');
    assert.match(toClient.message, /You opened a dispute about "Café website"/);
    assert.equal(toClient.link, disputePagePath(d.job.id));
  });

  it('refuses a reason that is too short (400) and changes nothing; without a reason the client gives it later', async () => {
    const { job, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    const short = await incompleteWork(clientAgent, job.id, 'Not good.');
    assert.equal(short.statusCode, 400, short.body);
    assert.match(short.json().message, /at least 20 characters/);
    assert.equal((await jobRow(job.id)).status, 'paused');
    assert.equal((await clientAgent.get(`${DISPUTE_API}/job/${job.id}`)).statusCode, 404);

    const d = await buildDisputedJob(ctx, { reason: null });
    const { dispute, abilities } = await read(d.clientAgent, d.disputeId);
    assert.equal(dispute.clientReason, null);
    assert.equal(abilities.canWriteStatement, true, 'the dispute page asks the client for it');
  });
});

describe('who may read a dispute', () => {
  it('its client, its freelancer and admins; anyone else gets 404 as if it did not exist', async () => {
    const d = await buildDisputedJob(ctx);
    for (const agent of [d.clientAgent, d.freelancerAgent, adminAgent]) {
      assert.equal((await agent.get(`${DISPUTE_API}/${d.disputeId}`)).statusCode, 200);
      const byJob = await agent.get(`${DISPUTE_API}/job/${d.job.id}`);
      assert.equal(byJob.statusCode, 200);
      assert.equal(byJob.json().dispute._id, d.disputeId);
    }
    const adminView = await read(adminAgent, d.disputeId);
    assert.deepEqual(adminView.abilities, {
      canWriteStatement: false,
      canMessage: false,
      canPropose: false,
      canAnswerProposalId: null,
      canWithdrawProposalId: null,
      canEscalate: false,
      canDecide: false,
    });
    for (const stranger of strangers) {
      const byId = await stranger.get(`${DISPUTE_API}/${d.disputeId}`);
      assert.equal(byId.statusCode, 404);
      assert.equal(byId.json().message, 'This dispute does not exist.');
      assert.equal((await stranger.get(`${DISPUTE_API}/job/${d.job.id}`)).statusCode, 404);
      const attempts: [string, Record<string, unknown>][] = [
        ['statement', { reason: FREELANCER_REASON }],
        ['messages', { message: 'Hello' }],
        ['proposals', { outcome: 'close' }],
        ['escalate', {}],
        ['decision', { outcome: 'close', reason: DECISION_REASON }],
      ];
      for (const [path, body] of attempts)
        assert.equal((await act(stranger, d.disputeId, path, body)).statusCode, 404, path);
    }
    assert.equal((await new Agent(ctx).get(`${DISPUTE_API}/${d.disputeId}`)).statusCode, 401);
    assert.equal((await d.clientAgent.get(`${DISPUTE_API}/00000000-0000-4000-8000-000000000000`)).statusCode, 404);
  });
});

describe('POST /dispute/{id}/statement', () => {
  it('takes each side once; the other party is told; admins cannot write one', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Logo for a gym' });
    const short = await act(d.freelancerAgent, d.disputeId, 'statement', { reason: 'Not true.' });
    assert.equal(short.statusCode, 400);
    const body = await ok(await act(d.freelancerAgent, d.disputeId, 'statement', { reason: FREELANCER_REASON }));
    assert.equal(body.dispute.freelancerReason, FREELANCER_REASON);
    assert.equal(body.abilities.canWriteStatement, false);
    assert.deepEqual(
      body.dispute.events.map((event) => event.kind),
      ['opened', 'statement'],
    );
    const again = await act(d.freelancerAgent, d.disputeId, 'statement', { reason: FREELANCER_REASON });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already gave your side in this dispute.');
    const client = await act(d.clientAgent, d.disputeId, 'statement', { reason: CLIENT_REASON });
    assert.equal(client.statusCode, 409, 'the reason of Mark As Incomplete is the client side');
    const byAdmin = await act(adminAgent, d.disputeId, 'statement', { reason: CLIENT_REASON });
    assert.equal(byAdmin.statusCode, 403);

    const [told] = await typed(d.client.user.id, 'dispute_statement');
    assert.match(told.message, /gave their side in the dispute about "Logo for a gym"/);
    assert.equal(told.link, disputePagePath(d.job.id));
    assert.equal((await typed(d.freelancer.user.id, 'dispute_statement')).length, 1, 'the author has it on record too');

    const silent = await buildDisputedJob(ctx, { reason: null });
    await ok(await act(silent.clientAgent, silent.disputeId, 'statement', { reason: CLIENT_REASON }));
    assert.equal((await read(silent.clientAgent, silent.disputeId)).dispute.clientReason, CLIENT_REASON);
    assert.equal(
      (await act(silent.clientAgent, silent.disputeId, 'statement', { reason: CLIENT_REASON })).statusCode,
      409,
    );
  });
});

describe('POST /dispute/{id}/messages', () => {
  it('adds text and checked files to the thread, served to the parties and admins only', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Shop photos' });
    const zip = zipOf('notes.txt', 'What was agreed');
    const body = await ok(
      await postFiles(
        d.freelancerAgent,
        d.disputeId,
        [
          file('before.png', PNG_1X1, 'image/png'),
          file('brief.pdf', SMALL_PDF, 'application/pdf'),
          file('notes.zip', zip),
        ],
        { message: '  Here is what the brief said.  ' },
      ),
    );
    const message = body.dispute.events.at(-1);
    assert.equal(message?.kind, 'message');
    assert.equal(message?.author?._id, d.freelancer.user.id);
    assert.equal(message?.text, 'Here is what the brief said.');
    assert.deepEqual(
      message?.files.map((f) => [f.name, f.contentType, f.size]),
      [
        ['before.png', 'image/png', PNG_1X1.length],
        ['brief.pdf', 'application/pdf', SMALL_PDF.length],
        ['notes.zip', 'application/zip', zip.length],
      ],
    );
    const [png, pdf] = message?.files ?? [];
    assert.equal(png.url, `/api/v1/dispute/file/${png._id}`);
    for (const agent of [d.clientAgent, d.freelancerAgent, adminAgent]) {
      const image = await agent.get(png.url);
      assert.equal(image.statusCode, 200);
      assert.deepEqual(image.rawPayload, PNG_1X1);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['x-content-type-options'], 'nosniff');
      assert.match(String(image.headers['content-disposition']), /^inline; filename="before.png"/);
      assert.equal(image.headers['cache-control'], 'private, no-store');
    }
    assert.match(
      String((await d.clientAgent.get(pdf.url)).headers['content-disposition']),
      /^attachment; filename="brief.pdf"/,
    );
    for (const stranger of strangers) {
      const refused = await stranger.get(png.url);
      assert.equal(refused.statusCode, 404);
      assert.equal(refused.json().message, 'This file does not exist.');
    }
    assert.equal((await new Agent(ctx).get(png.url)).statusCode, 401);
    assert.equal(
      (await strangers[0].get(`/api/v1/files/${png._id}`)).statusCode,
      404,
      'not through the public files route',
    );
    const [stored] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, png._id));
    assert.equal(stored.kind, 'disputeFile');

    // Text alone, as JSON.
    const text = await ok(await act(d.clientAgent, d.disputeId, 'messages', { message: 'Thanks, I will look.' }));
    assert.equal(text.dispute.events.at(-1)?.text, 'Thanks, I will look.');
    const told = await typed(d.client.user.id, 'dispute_message');
    assert.equal(told.length, 1);
    assert.match(told[0].message, /wrote in the dispute about "Shop photos"/);
    assert.equal(told[0].link, disputePagePath(d.job.id));
    await ok(await act(d.freelancerAgent, d.disputeId, 'messages', { message: 'One more thing.' }));
    assert.equal(
      (await typed(d.client.user.id, 'dispute_message')).length,
      1,
      'one unread notification per dispute thread',
    );
    assert.equal((await typed(d.freelancer.user.id, 'dispute_message')).length, 1);
  });

  it('refuses a wrong type (415), a sixth file (413), an empty message (400) and an admin (403), keeping nothing', async () => {
    const d = await buildDisputedJob(ctx);
    const before = ctx.storage.files.size;
    const fake = Buffer.from('MZ\x90\x00 this is a program, not an archive');
    const wrong = await postFiles(d.clientAgent, d.disputeId, [file('ok.pdf', SMALL_PDF), file('setup.zip', fake)], {
      message: 'Files',
    });
    assert.equal(wrong.statusCode, 415, wrong.body);
    assert.equal(wrong.json().message, 'Each file must be an image (JPG or PNG), a PDF or a ZIP archive.');
    const six = Array.from({ length: 6 }, (_, i) => file(`shot-${i}.png`, PNG_1X1));
    const tooMany = await postFiles(d.clientAgent, d.disputeId, six, { message: 'Six' });
    assert.equal(tooMany.statusCode, 413, tooMany.body);
    assert.equal(tooMany.json().message, 'You can attach at most 5 files to one message.');
    const empty = await postFiles(d.clientAgent, d.disputeId, [], { message: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Please type a message or attach a file.');
    const byAdmin = await postFiles(adminAgent, d.disputeId, [file('a.png', PNG_1X1)], { message: 'Admin' });
    assert.equal(byAdmin.statusCode, 403);
    assert.equal(ctx.storage.files.size, before, 'no bytes kept');
    assert.deepEqual(
      (await read(d.clientAgent, d.disputeId)).dispute.events.map((event) => event.kind),
      ['opened'],
    );
    const five = await postFiles(d.clientAgent, d.disputeId, six.slice(0, 5), { message: 'Five' });
    assert.equal(five.statusCode, 200, five.body);
    assert.equal(five.json().dispute.events.at(-1).files.length, 5);
  });
});

describe('settlement proposals', () => {
  it('one pending offer; the proposer withdraws it but cannot answer it; the other party declines', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Poster series' });
    const noDays = await propose(d.freelancerAgent, d, { outcome: 'redo' });
    assert.equal(noDays.statusCode, 400);
    assert.match(noDays.json().message, /within how many days/);
    const tooMany = await propose(d.freelancerAgent, d, { outcome: 'redo', redoDays: 30 });
    assert.equal(tooMany.statusCode, 400);

    const made = await ok(
      await propose(d.freelancerAgent, d, { outcome: 'redo', redoDays: 3, note: 'New prices and the vegan dishes.' }),
    );
    const [proposal] = made.dispute.proposals;
    assert.deepEqual(
      [proposal.outcome, proposal.redoDays, proposal.status, proposal.proposerId],
      ['redo', 3, 'pending', d.freelancer.user.id],
    );
    assert.equal(made.abilities.canWithdrawProposalId, proposal._id);
    assert.equal(made.abilities.canAnswerProposalId, null);
    assert.equal(made.abilities.canPropose, false);
    assert.equal(
      made.dispute.events.at(-1)?.text,
      'Proposed to redo the work within 3 days.\n\nNew prices and the vegan dishes.',
    );
    const clientView = await read(d.clientAgent, d.disputeId);
    assert.equal(clientView.abilities.canAnswerProposalId, proposal._id);
    assert.equal(clientView.abilities.canWithdrawProposalId, null);
    const [offered] = await typed(d.client.user.id, 'dispute_proposal');
    assert.match(
      offered.message,
      /proposes to redo the work within 3 days to settle the dispute about "Poster series"/,
    );

    for (const agent of [d.clientAgent, d.freelancerAgent]) {
      const second = await propose(agent, d, { outcome: 'close' });
      assert.equal(second.statusCode, 409);
      assert.match(second.json().message, /already a pending proposal/);
    }
    const own = await answer(d.freelancerAgent, d, proposal._id, 'accept');
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().message, 'You cannot answer your own proposal: the other party accepts or declines it.');
    assert.equal((await answer(d.clientAgent, d, proposal._id, 'withdraw')).statusCode, 403);
    assert.equal((await answer(adminAgent, d, proposal._id, 'accept')).statusCode, 403);

    const withdrawn = await ok(await answer(d.freelancerAgent, d, proposal._id, 'withdraw'));
    assert.equal(withdrawn.dispute.proposals[0].status, 'withdrawn');
    assert.equal((await answer(d.clientAgent, d, proposal._id, 'accept')).statusCode, 409, 'no longer pending');
    assert.equal((await typed(d.client.user.id, 'dispute_proposal_withdrawn')).length, 1);

    const closeOffer = await ok(await propose(d.clientAgent, d, { outcome: 'close' }));
    const second = closeOffer.dispute.proposals[1];
    const declined = await ok(await answer(d.freelancerAgent, d, second._id, 'decline'));
    assert.equal(declined.dispute.proposals[1].status, 'declined');
    assert.equal(declined.dispute.status, 'open');
    assert.equal(declined.dispute.events.at(-1)?.kind, 'proposal_declined');
    assert.equal((await jobRow(d.job.id)).status, 'disputes', 'a decline changes nothing');
    const [toldDecline] = await typed(d.client.user.id, 'dispute_proposal_declined');
    assert.match(toldDecline.message, /declined your proposal to close the job without completion/);
    assert.equal((await answer(d.clientAgent, d, '00000000-0000-4000-8000-000000000000', 'accept')).statusCode, 404);
  });
});

describe('outcomes', () => {
  it('complete: the job is completed and credited like Accept Work, the review window opens, both are told', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Brochure' });
    await ok(await propose(d.freelancerAgent, d, { outcome: 'complete', note: 'The work matches the brief.' }));
    const accepted = await ok(await answer(d.clientAgent, d, (await pendingId(d)) as string, 'accept'));
    assert.equal(accepted.message, 'Proposal accepted: the dispute is settled.');
    assert.equal(accepted.dispute.status, 'resolved');
    assert.equal(accepted.dispute.outcome, 'complete');
    assert.equal(accepted.dispute.resolvedBy, 'agreement');
    assert.equal(accepted.dispute.resolvedAt, clock.now().toISOString());
    assert.equal(accepted.dispute.proposals[0].status, 'accepted');
    assert.equal(accepted.dispute.events.at(-1)?.kind, 'proposal_accepted');
    assert.equal(accepted.dispute.job.status, 'completed');
    assert.deepEqual(Object.values(accepted.abilities).filter(Boolean), [], 'nothing left to do');
    const job = await jobRow(d.job.id);
    assert.equal(job.status, 'completed');
    assert.equal(job.completedAt?.toISOString(), clock.now().toISOString());
    assert.equal(await projectsOf(d.freelancer.user.id), 1);
    const windows = await ctx.app.db.select().from(reviewWindows).where(eq(reviewWindows.jobId, d.job.id));
    assert.equal(windows.length, 1, 'the review window is open');
    for (const party of [d.client, d.freelancer]) {
      const [settled] = await typed(party.user.id, 'dispute_settled');
      assert.match(settled.message, /the dispute about "Brochure" is settled, the work is accepted/);
      assert.equal(settled.link, disputePagePath(d.job.id));
    }
    const transactions = (await d.clientAgent.get('/api/v1/job/transactions')).json().transactions;
    assert.equal(transactions.find((row: { jobId: string }) => row.jobId === d.job.id).status, 'Completed');
    // Resolved means final.
    assert.equal((await act(d.clientAgent, d.disputeId, 'messages', { message: 'Thanks!' })).statusCode, 409);
    assert.equal((await act(d.clientAgent, d.disputeId, 'escalate')).statusCode, 409);
  });

  it('close: the job is closed, nothing credited, and Transactions shows Closed', async () => {
    const d = await buildDisputedJob(ctx);
    await ok(await propose(d.clientAgent, d, { outcome: 'close' }));
    const closed = await ok(await answer(d.freelancerAgent, d, (await pendingId(d)) as string, 'accept'));
    assert.equal(closed.dispute.outcome, 'close');
    assert.equal((await jobRow(d.job.id)).status, 'closed');
    assert.equal(await projectsOf(d.freelancer.user.id), 0);
    const body = (await d.clientAgent.get('/api/v1/job/transactions')).json();
    const row = body.transactions.find((transaction: { jobId: string }) => transaction.jobId === d.job.id);
    assert.equal(row.status, 'Closed');
    assert.equal(row.jobStatus, 'closed');
    assert.equal((await ctx.app.db.select().from(reviewWindows).where(eq(reviewWindows.jobId, d.job.id))).length, 0);
  });

  it('redo: back to review with the agreed deadline; the resubmission is reviewed again and a new Mark As Incomplete opens a new dispute', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Menu board' });
    const note = 'I will update the prices and add the vegan dishes.';
    await ok(await propose(d.freelancerAgent, d, { outcome: 'redo', redoDays: 3, note }));
    await ok(await answer(d.clientAgent, d, (await pendingId(d)) as string, 'accept'));
    const job = await jobRow(d.job.id);
    assert.equal(job.status, 'review');
    assert.equal(
      job.freelancerReviewDeadline?.toISOString(),
      new Date(clock.now().getTime() + 3 * DAY_MS).toISOString(),
    );
    assert.equal(job.reviewChanges, note, 'the revision view says what to redo');
    assert.equal(await projectsOf(d.freelancer.user.id), 0);

    clock.advance({ minutes: 5 });
    assert.equal((await submitWork(d.freelancerAgent, d.job.id, zipPart('v2.zip'))).statusCode, 200);
    assert.equal((await jobRow(d.job.id)).status, 'paused');
    const again = await incompleteWork(
      d.clientAgent,
      d.job.id,
      'Still the old prices on the board, and no vegan dishes.',
    );
    assert.equal(again.statusCode, 200, again.body);
    const latest = (await d.clientAgent.get(`${DISPUTE_API}/job/${d.job.id}`)).json().dispute as Dispute;
    assert.notEqual(latest._id, d.disputeId);
    assert.equal(latest.status, 'open');
    assert.equal(latest.clientReason, 'Still the old prices on the board, and no vegan dishes.');
    assert.equal((await read(d.clientAgent, d.disputeId)).dispute.status, 'resolved', 'the first one stays settled');
  });
});

describe('escalation and the admin decision', () => {
  it('either party escalates once; the other party and every admin are told', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Van lettering' });
    const escalated = await ok(await act(d.freelancerAgent, d.disputeId, 'escalate'));
    assert.equal(escalated.dispute.status, 'escalated');
    assert.equal(escalated.dispute.escalatedAt, clock.now().toISOString());
    assert.equal(escalated.abilities.canEscalate, false);
    assert.equal(escalated.dispute.events.at(-1)?.kind, 'escalated');
    const again = await act(d.clientAgent, d.disputeId, 'escalate');
    assert.equal(again.statusCode, 409);
    for (const party of [d.client, d.freelancer])
      assert.equal((await typed(party.user.id, 'dispute_escalated')).length, 1);
    for (const each of [admin, otherAdmin]) {
      const told = (await typed(each.user.id, 'dispute_escalated')).filter((n) => n.link === disputePagePath(d.job.id));
      assert.equal(told.length, 1);
      assert.match(told[0].message, /"Van lettering" is waiting for your decision/);
    }
    assert.equal((await read(adminAgent, d.disputeId)).abilities.canDecide, true);
  });

  it('only an admin decides, only an escalated dispute, always with a reason; the job follows and both are told', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Illustrated map' });
    const early = await act(adminAgent, d.disputeId, 'decision', { outcome: 'close', reason: DECISION_REASON });
    assert.equal(early.statusCode, 409);
    assert.match(early.json().message, /Only an escalated dispute can be decided/);
    await ok(await propose(d.freelancerAgent, d, { outcome: 'complete' }));
    await escalateNow(d);
    for (const party of [d.clientAgent, d.freelancerAgent]) {
      const refused = await act(party, d.disputeId, 'decision', { outcome: 'complete', reason: DECISION_REASON });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'Only an admin can decide a dispute.');
    }
    assert.equal(
      (await act(adminAgent, d.disputeId, 'decision', { outcome: 'redo', reason: DECISION_REASON })).statusCode,
      400,
    );
    const noReason = await act(adminAgent, d.disputeId, 'decision', { outcome: 'close', reason: 'Closed.' });
    assert.equal(noReason.statusCode, 400);
    assert.match(noReason.json().message, /at least 20 characters/);

    const decided = await ok(
      await act(adminAgent, d.disputeId, 'decision', { outcome: 'redo', redoDays: 5, reason: DECISION_REASON }),
    );
    assert.equal(decided.dispute.status, 'resolved');
    assert.equal(decided.dispute.resolvedBy, 'admin');
    assert.equal(decided.dispute.outcome, 'redo');
    assert.equal(decided.dispute.redoDays, 5);
    assert.equal(decided.dispute.decisionReason, DECISION_REASON);
    assert.equal(decided.dispute.proposals[0].status, 'withdrawn', 'the pending offer is off the table');
    assert.deepEqual(
      [
        decided.dispute.events.at(-1)?.kind,
        decided.dispute.events.at(-1)?.author?._id,
        decided.dispute.events.at(-1)?.text,
      ],
      ['decided', admin.user.id, `Decided to redo the work within 5 days.\n\n${DECISION_REASON}`],
    );
    const job = await jobRow(d.job.id);
    assert.equal(job.status, 'review');
    assert.equal(
      job.freelancerReviewDeadline?.toISOString(),
      new Date(clock.now().getTime() + 5 * DAY_MS).toISOString(),
    );
    assert.equal(job.reviewChanges, DECISION_REASON);
    for (const party of [d.client, d.freelancer]) {
      const [told] = await typed(party.user.id, 'dispute_decided');
      assert.match(
        told.message,
        /An admin decided the dispute about "Illustrated map": the freelancer redoes the work within 5 days/,
      );
      assert.equal(told.senderId, admin.user.id);
    }
    const twice = await act(adminAgent, d.disputeId, 'decision', { outcome: 'close', reason: DECISION_REASON });
    assert.equal(twice.statusCode, 409);
  });

  it('lists the queue for admins only, escalated by default with the waiting count', async () => {
    const open = await buildDisputedJob(ctx, { title: 'Queue open' });
    const waiting = await buildDisputedJob(ctx, { title: 'Queue escalated' });
    await escalateNow(waiting);
    const queue = await adminAgent.get(`${DISPUTE_API}/admin/queue?limit=50`);
    assert.equal(queue.statusCode, 200, queue.body);
    const body = queue.json();
    const titles = body.disputes.map((row: { job: { title: string } }) => row.job.title);
    assert.ok(titles.includes('Queue escalated'));
    assert.ok(!titles.includes('Queue open'));
    assert.ok(body.disputes.every((row: { status: string }) => row.status === 'escalated'));
    assert.equal(body.waitingCount, body.pagination.total);
    const openQueue = (await adminAgent.get(`${DISPUTE_API}/admin/queue?status=open&limit=50`)).json();
    assert.ok(openQueue.disputes.some((row: { _id: string }) => row._id === open.disputeId));
    assert.equal(openQueue.waitingCount, body.waitingCount, 'the badge counts escalated ones whatever the filter');
    for (const agent of [open.clientAgent, open.freelancerAgent]) {
      assert.equal((await agent.get(`${DISPUTE_API}/admin/queue`)).statusCode, 403);
    }
  });
});

describe('concurrency', () => {
  it('two accepts of one offer at once: one settles the dispute, the other gets 409', async () => {
    const d = await buildDisputedJob(ctx);
    await ok(await propose(d.freelancerAgent, d, { outcome: 'complete' }));
    const proposalId = (await pendingId(d)) as string;
    const answers = await Promise.all([
      answer(d.clientAgent, d, proposalId, 'accept'),
      answer(d.clientAgent, d, proposalId, 'accept'),
    ]);
    assert.deepEqual(answers.map((response) => response.statusCode).sort(), [200, 409]);
    assert.equal(await projectsOf(d.freelancer.user.id), 1, 'credited once');
    assert.equal((await typed(d.freelancer.user.id, 'dispute_settled')).length, 1);
  });

  it('an accept and an admin decision at once: exactly one outcome wins', async () => {
    const d = await buildDisputedJob(ctx);
    await ok(await propose(d.freelancerAgent, d, { outcome: 'complete' }));
    await escalateNow(d);
    const proposalId = (await pendingId(d)) as string;
    const results = await Promise.all([
      answer(d.clientAgent, d, proposalId, 'accept'),
      act(adminAgent, d.disputeId, 'decision', { outcome: 'close', reason: DECISION_REASON }),
    ]);
    assert.deepEqual(results.map((response) => response.statusCode).sort(), [200, 409]);
    const { dispute } = await read(adminAgent, d.disputeId);
    const job = await jobRow(d.job.id);
    assert.equal(job.status, dispute.outcome === 'complete' ? 'completed' : 'closed');
    assert.equal(dispute.resolvedBy, dispute.outcome === 'complete' ? 'agreement' : 'admin');
  });
});

describe('the thread reads in order', () => {
  it('keeps every step in the order it happened, even within one clock tick', async () => {
    const d = await buildDisputedJob(ctx);
    await ok(await act(d.freelancerAgent, d.disputeId, 'statement', { reason: FREELANCER_REASON }));
    for (const text of ['one', 'two', 'three'])
      await ok(await act(d.clientAgent, d.disputeId, 'messages', { message: text }));
    await ok(await propose(d.freelancerAgent, d, { outcome: 'close' }));
    const { dispute } = await read(d.clientAgent, d.disputeId);
    assert.deepEqual(
      dispute.events.map((event) => event.text.split('\n')[0]),
      [CLIENT_REASON, FREELANCER_REASON, 'one', 'two', 'three', 'Proposed to close the job without completion.'],
    );
  });
});
