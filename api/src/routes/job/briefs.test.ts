import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { SOCKET_EVENTS, type ChatMessage } from '@freelane/shared/contracts';
import { contacts, messages } from '../../db/schema';
import { Agent } from '../../testing/agent';
import {
  briefInput,
  briefRow,
  buildBriefParties,
  confirmBrief,
  declineBrief,
  deleteBrief,
  jobsOwnedBy,
  notificationsFor,
  proposeBrief,
  proposedBrief,
  updateBrief,
} from '../../testing/brief-fixtures';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { acceptWork, submitWork, zipPart } from '../../testing/work-fixtures';

const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());
afterEach(() => mock.restoreAll());

/** Records what the brief routes push to both parties (realtime.emitToUsers). */
function captureUpdates() {
  const spy = mock.method(ctx.app.realtime, 'emitToUsers');
  return () =>
    spy.mock.calls
      .filter((call) => call.arguments[1] === SOCKET_EVENTS.messageUpdated)
      .map((call) => ({
        to: [...call.arguments[0]].sort(),
        message: (call.arguments[2] as { message: ChatMessage }).message,
      }));
}

describe('POST /job/proposeJob/{userId}', () => {
  it('lets a client propose a brief: one message holding the brief, pushed to both, and the freelancer notified', async () => {
    const parties = await buildBriefParties(ctx);
    const spy = mock.method(ctx.app.realtime, 'emitToUsers');
    const response = await proposeBrief(
      parties.clientAgent,
      parties.freelancer.user.id,
      briefInput({ title: '  Care plan  ', salary: '180.50' }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Project brief sent.');
    const message = body.messageData as ChatMessage;
    assert.equal(message.seq, 1);
    assert.equal(message.sendersId, parties.client.user.id);
    assert.equal(message.message, '');
    assert.equal(message.projectBrief.length, 1);
    const [brief] = message.projectBrief;
    assert.equal(brief.title, 'Care plan');
    assert.equal(brief.salary, 180.5);
    assert.equal(brief.status, 'specific');
    assert.equal(brief.clientId, parties.client.user.id);
    assert.equal(brief.freelancerId, parties.freelancer.user.id);
    assert.equal(brief.senderId, parties.client.user.id);
    assert.equal(brief.recipientId, parties.freelancer.user.id);
    assert.equal(brief.jobId, null);

    const pushed = spy.mock.calls.find((call) => call.arguments[1] === SOCKET_EVENTS.newMessage);
    assert.ok(pushed, 'newMessage pushed');
    assert.deepEqual([...pushed.arguments[0]].sort(), [parties.client.user.id, parties.freelancer.user.id].sort());

    // The freelancer reads it in the conversation like any message.
    const history = (await parties.freelancerAgent.get(`/api/v1/message/getMessage/${parties.client.user.id}`)).json();
    assert.deepEqual(
      history.message.map((m: ChatMessage) => m.projectBrief[0]?._id),
      [brief._id],
    );

    const notes = await notificationsFor(ctx, parties.freelancer.user.id);
    assert.equal(notes.length, 1, 'one Proposals notification, no separate Message one');
    assert.equal(notes[0].category, 'Proposals');
    assert.equal(notes[0].type, 'brief_proposed');
    assert.equal(notes[0].senderId, parties.client.user.id);
    assert.equal(notes[0].link, `/message?userId=${parties.client.user.id}`);
    assert.match(notes[0].message, /proposed a project brief: "Care plan"/);
  });

  it('lets a freelancer propose to a client only once they may write to them (the chat rule)', async () => {
    const parties = await buildBriefParties(ctx);
    const refused = await proposeBrief(parties.freelancerAgent, parties.client.user.id);
    assert.equal(refused.statusCode, 403);
    assert.equal(
      refused.json().message,
      'You can message a client once they have written to you, hired you or received your proposal.',
    );

    const hello = await parties.clientAgent.post(`/api/v1/message/sendMessage/${parties.freelancer.user.id}`, {
      message: 'Hello, could you send me a brief?',
    });
    assert.equal(hello.statusCode, 200, hello.body);
    const sent = await proposeBrief(parties.freelancerAgent, parties.client.user.id);
    assert.equal(sent.statusCode, 201, sent.body);
    const [brief] = sent.json().messageData.projectBrief;
    assert.equal(brief.clientId, parties.client.user.id, 'the job will belong to the client whoever proposes');
    assert.equal(brief.freelancerId, parties.freelancer.user.id);
    assert.equal(brief.senderId, parties.freelancer.user.id);
    const notes = await notificationsFor(ctx, parties.client.user.id);
    assert.ok(
      notes.some(
        (note) => note.type === 'brief_proposed' && note.link === `/message?userId=${parties.freelancer.user.id}`,
      ),
    );
  });

  it('is only between a client and a freelancer: other pairs, oneself, unknown people and visitors are refused', async () => {
    const parties = await buildBriefParties(ctx);
    const otherClient = await buildUser(ctx, { role: 'client' });
    const otherFreelancer = await buildUser(ctx, { role: 'freelancer' });
    const admin = await buildUser(ctx, { role: 'admin' });

    const toClient = await proposeBrief(parties.clientAgent, otherClient.user.id);
    assert.equal(toClient.statusCode, 403);
    assert.equal(
      toClient.json().message,
      'You can send a project brief to a freelancer only. Project briefs are agreed between a client and a freelancer.',
    );
    const toFreelancer = await proposeBrief(parties.freelancerAgent, otherFreelancer.user.id);
    assert.equal(toFreelancer.statusCode, 403);
    assert.equal(
      toFreelancer.json().message,
      'You can send a project brief to a client only. Project briefs are agreed between a client and a freelancer.',
    );
    const fromAdmin = await proposeBrief(await signIn(ctx, admin), parties.freelancer.user.id);
    assert.equal(fromAdmin.statusCode, 403);
    assert.match(fromAdmin.json().message, /Only clients and freelancers can propose project briefs/);

    const self = await proposeBrief(parties.clientAgent, parties.client.user.id);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot send messages to yourself.');
    assert.equal((await proposeBrief(parties.clientAgent, UNKNOWN)).statusCode, 404);
    assert.equal((await proposeBrief(new Agent(ctx), parties.freelancer.user.id)).statusCode, 401);

    const invalid = await proposeBrief(parties.clientAgent, parties.freelancer.user.id, briefInput({ salary: 0 }));
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().message, 'Budget must be more than 0.');
    const badDuration = await proposeBrief(
      parties.clientAgent,
      parties.freelancer.user.id,
      briefInput({ duration: '9week' }),
    );
    assert.equal(badDuration.statusCode, 400);
    assert.equal((await notificationsFor(ctx, otherClient.user.id)).length, 0);
    assert.equal(
      (await notificationsFor(ctx, parties.freelancer.user.id)).length,
      0,
      'nothing stored for refused briefs',
    );
  });

  it('shares the chat send limit: five sends a second per user, messages and briefs together', async () => {
    const parties = await buildBriefParties(ctx);
    for (let i = 0; i < 4; i += 1) {
      const sent = await parties.clientAgent.post(`/api/v1/message/sendMessage/${parties.freelancer.user.id}`, {
        message: `Hi ${i}`,
      });
      assert.equal(sent.statusCode, 200, sent.body);
    }
    assert.equal((await proposeBrief(parties.clientAgent, parties.freelancer.user.id)).statusCode, 201);
    const limited = await proposeBrief(parties.clientAgent, parties.freelancer.user.id);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /sending messages too quickly/);
  });

  it('keeps at most three open briefs from one person to another (409 TOO_MANY_OPEN_BRIEFS), even sent at once', async () => {
    const parties = await buildBriefParties(ctx);
    const to = parties.freelancer.user.id;
    const burst = await Promise.all([1, 2, 3, 4].map((n) => proposeBrief(parties.clientAgent, to, briefInput({ title: `Option ${n} for the site` }))));
    assert.deepEqual(burst.map((answer) => answer.statusCode).sort(), [201, 201, 201, 409]);
    const refused = burst.find((answer) => answer.statusCode === 409);
    assert.equal(refused?.json().code, 'TOO_MANY_OPEN_BRIEFS');
    assert.match(refused?.json().message ?? '', /already have 3 project briefs waiting/);
    const briefIds = burst.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().messageData.projectBrief[0]._id as string);
    assert.equal((await ctx.app.db.select().from(messages).where(eq(messages.senderId, parties.client.user.id))).length, 3);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the chat's 5 sends a second
    // An answered brief no longer counts; the other person's own briefs count apart.
    assert.equal((await declineBrief(parties.freelancerAgent, briefIds[0])).statusCode, 200);
    assert.equal((await proposeBrief(parties.clientAgent, to)).statusCode, 201);
    assert.equal((await proposeBrief(parties.clientAgent, to)).json().code, 'TOO_MANY_OPEN_BRIEFS');
    assert.equal((await proposeBrief(parties.freelancerAgent, parties.client.user.id)).statusCode, 201);
    // Withdrawing one frees a place too.
    assert.equal((await deleteBrief(parties.clientAgent, briefIds[1])).statusCode, 200);
    assert.equal((await proposeBrief(parties.clientAgent, to)).statusCode, 201);
  });
});

describe('POST /job/updateProposedJob/{briefId}', () => {
  it('lets only the sender edit an open brief: both see the new terms, the recipient is notified', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));

    const byRecipient = await updateBrief(parties.freelancerAgent, briefId, briefInput({ salary: 999 }));
    assert.equal(byRecipient.statusCode, 403);
    assert.equal(byRecipient.json().message, 'Only the person who proposed this brief can edit it.');
    const byStranger = await updateBrief(stranger, briefId, briefInput({ salary: 999 }));
    assert.equal(byStranger.statusCode, 404);
    assert.equal(byStranger.json().message, 'This project brief does not exist or was withdrawn.');
    assert.equal((await updateBrief(parties.clientAgent, UNKNOWN)).statusCode, 404);
    assert.equal((await briefRow(ctx, briefId)).salary, 180);

    const updates = captureUpdates();
    const response = await updateBrief(
      parties.clientAgent,
      briefId,
      briefInput({ salary: 240, duration: 'morethan6week', budgetType: 'milestone' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Project brief updated.');
    const updated = response.json().populatedMessage as ChatMessage;
    assert.equal(updated.projectBrief[0].salary, 240);
    assert.equal(updated.projectBrief[0].duration, 'morethan6week');
    assert.equal(updated.projectBrief[0].status, 'specific');
    assert.deepEqual(updates(), [
      { to: [parties.client.user.id, parties.freelancer.user.id].sort(), message: updated },
    ]);

    const notes = await notificationsFor(ctx, parties.freelancer.user.id);
    assert.equal(notes.length, 1, 'the unread brief notification is updated, not duplicated');
    assert.equal(notes[0].type, 'brief_updated');
    assert.equal(notes[0].category, 'Proposals');
    assert.equal(notes[0].link, `/message?userId=${parties.client.user.id}`);

    // Sent again unchanged: nothing to tell anyone.
    const again = await updateBrief(
      parties.clientAgent,
      briefId,
      briefInput({ salary: 240, duration: 'morethan6week', budgetType: 'milestone' }),
    );
    assert.equal(again.statusCode, 200);
    assert.equal(updates().length, 1);
  });

  it('refuses to edit an answered brief (409)', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    assert.equal((await declineBrief(parties.freelancerAgent, briefId)).statusCode, 200);
    const late = await updateBrief(parties.clientAgent, briefId, briefInput({ salary: 500 }));
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This project brief was already declined and can no longer be edited.');
  });
});

describe('DELETE /job/deleteProposedJob/{briefId}', () => {
  it('lets only the sender withdraw an open brief: its message shows as deleted to both, the recipient is told', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'client' }));

    const byRecipient = await deleteBrief(parties.freelancerAgent, briefId);
    assert.equal(byRecipient.statusCode, 403);
    assert.equal(byRecipient.json().message, 'Only the person who proposed this brief can delete it.');
    assert.equal((await deleteBrief(stranger, briefId)).statusCode, 404);

    const updates = captureUpdates();
    const response = await deleteBrief(parties.clientAgent, briefId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, message: 'Project brief deleted.' });
    const [pushed] = updates();
    assert.equal(pushed.message.isDeleted, true);
    assert.deepEqual(pushed.message.projectBrief, []);
    assert.equal(pushed.message.seq, 1, 'the message keeps its place');

    assert.equal(await briefRow(ctx, briefId), undefined, 'the brief row is gone');
    const history = (await parties.freelancerAgent.get(`/api/v1/message/getMessage/${parties.client.user.id}`)).json();
    assert.equal(history.message[0].isDeleted, true);
    assert.equal((await confirmBrief(parties.freelancerAgent, briefId)).statusCode, 404, 'nothing left to accept');
    assert.equal((await deleteBrief(parties.clientAgent, briefId)).statusCode, 404);

    const notes = await notificationsFor(ctx, parties.freelancer.user.id);
    assert.equal(notes.length, 1);
    assert.equal(notes[0].type, 'brief_withdrawn');
    assert.match(notes[0].message, /withdrew the project brief/);
  });

  it('refuses to withdraw an accepted brief (409): the job exists', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    assert.equal((await confirmBrief(parties.freelancerAgent, briefId)).statusCode, 200);
    const late = await deleteBrief(parties.clientAgent, briefId);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This project brief was already accepted and can no longer be deleted.');
  });

  it('hides a brief whose message its sender deleted in the chat', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    await ctx.app.db.update(messages).set({ deletedAt: clock.now(), body: '' }).where(eq(messages.briefId, briefId));
    assert.equal((await confirmBrief(parties.freelancerAgent, briefId)).statusCode, 404);
    const listed = (await parties.freelancerAgent.get('/api/v1/job/getReceivedProposals')).json();
    assert.equal(listed.briefs.length, 0);
  });
});

describe('GET /job/confirmProposedJob/{briefId}', () => {
  it('lets only the recipient accept: a job owned by the client, in progress, the freelancer hired at the salary, contacts connected', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(
      parties,
      briefInput({ title: 'Studio care plan', salary: 180, duration: '3week', budgetType: 'hourly' }),
    );
    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));

    const bySender = await confirmBrief(parties.clientAgent, briefId);
    assert.equal(bySender.statusCode, 403);
    assert.equal(bySender.json().message, 'Only the person this brief was sent to can accept it.');
    assert.equal((await confirmBrief(stranger, briefId)).statusCode, 404);
    const noCsrf = await parties.freelancerAgent.get(`/api/v1/job/confirmProposedJob/${briefId}`);
    assert.equal(noCsrf.statusCode, 403, 'a cross-site link cannot accept');
    assert.equal((await briefRow(ctx, briefId)).status, 'specific');

    const updates = captureUpdates();
    const response = await confirmBrief(parties.freelancerAgent, briefId);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Project brief accepted: the job is now in progress.');
    assert.equal(body.populatedMessage.projectBrief[0].status, 'accepted');
    assert.equal(body.populatedMessage.projectBrief[0].jobId, body.jobId);
    assert.equal(updates()[0].message.projectBrief[0].status, 'accepted');

    const [job] = await jobsOwnedBy(ctx, parties.client.user.id);
    assert.equal(job.id, body.jobId);
    assert.equal(job.status, 'progress');
    assert.equal(job.hiredFreelancerId, parties.freelancer.user.id);
    assert.equal(job.hiredAt?.toISOString(), clock.now().toISOString());
    assert.equal(job.title, 'Studio care plan');
    assert.equal(job.salary, 180);
    assert.equal(job.duration, '3week');
    assert.equal(job.budgetType, 'hourly');
    assert.equal(job.delivarables, briefInput().delivarables);
    assert.equal(job.category, 'Other');
    assert.equal(job.rank, 'any');
    assert.equal(job.jobType, 'oneTime');
    assert.deepEqual(job.skills, []);
    assert.equal(job.applicationDeadline, '2026-11-22');

    const [connected] = await ctx.app.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, parties.client.user.id), eq(contacts.contactId, parties.freelancer.user.id)));
    assert.equal(connected.connectedAt?.toISOString(), clock.now().toISOString());

    const notes = (await notificationsFor(ctx, parties.client.user.id)).filter(
      (note) => note.type === 'brief_accepted',
    );
    assert.equal(notes.length, 1);
    assert.equal(notes[0].category, 'Job');
    assert.equal(notes[0].link, `/completedJobs?jobId=${job.id}`, 'the client opens the contract');

    const again = await confirmBrief(parties.freelancerAgent, briefId);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This project brief was already accepted and can no longer be accepted.');
  });

  it('creates ONE job when two accepts arrive at the same moment', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    const answers = await Promise.all([
      confirmBrief(parties.freelancerAgent, briefId),
      confirmBrief(parties.freelancerAgent, briefId),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    assert.equal((await jobsOwnedBy(ctx, parties.client.user.id)).length, 1);
    assert.equal(
      (await notificationsFor(ctx, parties.client.user.id)).filter((note) => note.type === 'brief_accepted').length,
      1,
    );
  });

  it('sends a freelancer who proposed to My Project, and the job goes on through submit, accept, Transactions and Earnings', async () => {
    const parties = await buildBriefParties(ctx);
    await parties.clientAgent.post(`/api/v1/message/sendMessage/${parties.freelancer.user.id}`, {
      message: 'Send me a brief, please.',
    });
    const proposed = await proposeBrief(parties.freelancerAgent, parties.client.user.id, briefInput({ salary: 320 }));
    assert.equal(proposed.statusCode, 201, proposed.body);
    const briefId = proposed.json().messageData.projectBrief[0]._id;
    const accepted = await confirmBrief(parties.clientAgent, briefId);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const { jobId } = accepted.json();

    const note = (await notificationsFor(ctx, parties.freelancer.user.id)).find(
      (entry) => entry.type === 'brief_accepted',
    );
    assert.equal(note?.link, '/my-project');

    const myJobs = (await parties.clientAgent.get('/api/v1/job/adminJobs?status=progress')).json();
    assert.ok(
      myJobs.jobs.some((job: { _id: string }) => job._id === jobId),
      'in the client My Jobs',
    );
    const projects = (await parties.freelancerAgent.get('/api/v1/application/getAcceptedJobs')).json();
    const project = projects.applications.find((item: { job: { _id: string } }) => item.job._id === jobId);
    assert.ok(project, 'in My Project');
    assert.equal(project.agreedPrice, 320);
    assert.equal(project.job.delivarables, briefInput().delivarables);

    assert.equal((await submitWork(parties.freelancerAgent, jobId, zipPart())).statusCode, 200);
    const transactions = (await parties.clientAgent.get('/api/v1/job/transactions')).json();
    const row = transactions.transactions.find((item: { jobId: string }) => item.jobId === jobId);
    assert.equal(row.amount, 320);
    assert.equal(row.status, 'Pending');
    assert.equal((await acceptWork(parties.clientAgent, jobId)).statusCode, 200);
    const stats = (await parties.freelancerAgent.get('/api/v1/job/freelancerStats')).json().stats;
    assert.equal(stats.completedJobs, 1);
    assert.equal(stats.totalEarned, 320);
  });
});

describe('POST /job/declineProposedJob/{briefId}', () => {
  it('lets only the recipient decline, keeps the reason and tells the sender', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties, briefInput({ title: 'Logo refresh' }));
    const bySender = await declineBrief(parties.clientAgent, briefId, {});
    assert.equal(bySender.statusCode, 403);
    assert.equal(bySender.json().message, 'Only the person this brief was sent to can decline it.');
    assert.equal(
      (await declineBrief(await signIn(ctx, await buildUser(ctx, { role: 'client' })), briefId, {})).statusCode,
      404,
    );

    const updates = captureUpdates();
    const response = await declineBrief(parties.freelancerAgent, briefId, { reason: '  Fully booked this month.  ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Project brief declined.');
    const brief = response.json().populatedMessage.projectBrief[0];
    assert.equal(brief.status, 'declined');
    assert.equal(brief.declineReason, 'Fully booked this month.');
    assert.equal(updates()[0].message.projectBrief[0].status, 'declined');

    const note = (await notificationsFor(ctx, parties.client.user.id)).find((entry) => entry.type === 'brief_declined');
    assert.equal(note?.category, 'Proposals');
    assert.equal(
      note?.message,
      `${parties.freelancer.user.fullName} declined your project brief "Logo refresh". Reason: “Fully booked this month.”`,
    );
    assert.equal(note?.link, `/message?userId=${parties.freelancer.user.id}`);

    const late = await confirmBrief(parties.freelancerAgent, briefId);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This project brief was already declined and can no longer be accepted.');
    assert.equal((await jobsOwnedBy(ctx, parties.client.user.id)).length, 0);
  });

  it('accepts a decline without a body', async () => {
    const parties = await buildBriefParties(ctx);
    const briefId = await proposedBrief(parties);
    const response = await parties.freelancerAgent.request({
      method: 'POST',
      url: `/api/v1/job/declineProposedJob/${briefId}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().populatedMessage.projectBrief[0].declineReason, null);
  });
});

describe('GET /job/getReceivedProposals', () => {
  it('lists the briefs clients sent the freelancer, newest first, by status and page; nothing else', async () => {
    const parties = await buildBriefParties(ctx);
    const first = await proposedBrief(parties, briefInput({ title: 'First brief' }));
    clock.advance({ minutes: 1 });
    const second = await proposedBrief(parties, briefInput({ title: 'Second brief' }));
    clock.advance({ minutes: 1 });
    await proposedBrief(parties, briefInput({ title: 'Third brief' }));
    assert.equal((await declineBrief(parties.freelancerAgent, first, {})).statusCode, 200);
    // A brief the freelancer sent to the client is theirs, not received; another freelancer's is not theirs.
    assert.equal(
      (await proposeBrief(parties.freelancerAgent, parties.client.user.id, briefInput({ title: 'My own brief' })))
        .statusCode,
      201,
    );
    const other = await buildUser(ctx, { role: 'freelancer' });
    assert.equal(
      (await proposeBrief(parties.clientAgent, other.user.id, briefInput({ title: 'For someone else' }))).statusCode,
      201,
    );

    const all = (await parties.freelancerAgent.get('/api/v1/job/getReceivedProposals')).json();
    assert.deepEqual(
      all.briefs.map((brief: { title: string }) => brief.title),
      ['Third brief', 'Second brief', 'First brief'],
    );
    assert.deepEqual(all.briefs[0].sender, {
      _id: parties.client.user.id,
      fullName: parties.client.user.fullName,
      profile: { profilePhoto: null },
    });
    assert.deepEqual(all.pagination, { page: 1, limit: 10, total: 3, totalPages: 1 });

    const open = (await parties.freelancerAgent.get('/api/v1/job/getReceivedProposals?status=specific')).json();
    assert.deepEqual(open.briefs.map((brief: { _id: string }) => brief._id).includes(second), true);
    assert.equal(open.pagination.total, 2);
    const declined = (await parties.freelancerAgent.get('/api/v1/job/getReceivedProposals?status=declined')).json();
    assert.deepEqual(
      declined.briefs.map((brief: { title: string }) => brief.title),
      ['First brief'],
    );
    const paged = (
      await parties.freelancerAgent.get('/api/v1/job/getReceivedProposals?status=all&page=2&limit=2')
    ).json();
    assert.deepEqual(
      paged.briefs.map((brief: { title: string }) => brief.title),
      ['First brief'],
    );
    assert.equal(paged.pagination.totalPages, 2);

    const asClient = await parties.clientAgent.get('/api/v1/job/getReceivedProposals');
    assert.equal(asClient.statusCode, 403);
    assert.equal(asClient.json().message, 'Only freelancers receive project proposals.');
  });
});
