import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type ChatMessage, type NewMessageEvent } from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { MESSAGE_API, sendOk } from '../../testing/chat-fixtures';
import { buildUser, signIn } from '../../testing/factories';
import { closeTabs, listenOn, openTab, until } from '../../testing/tabs';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import {
  buildHiredJob,
  jobRow as jobRowIn,
  notificationsOf as notificationsIn,
  reviewWork,
  submitWork,
  zipPart,
} from '../../testing/work-fixtures';

let ctx: TestContext;
let url: string;
before(async () => {
  ctx = await buildTestApp();
  url = await listenOn(ctx);
});
after(async () => {
  closeTabs();
  await ctx.close();
});

const QUESTION = 'Should the one-colour version be black, or the shop green?';
const ask = (agent: Agent, jobId: string, question = QUESTION) =>
  agent.post(`/api/v1/job/requestClarification/${jobId}`, { question });
const markAddressed = (agent: Agent, jobId: string) => agent.post(`/api/v1/job/markAddressed/${jobId}`);

/** A hired job whose client asked for the one free revision: the revision view's state. */
async function buildRevision(title: string) {
  const hired = await buildHiredJob(ctx, { title });
  assert.equal((await submitWork(hired.freelancerAgent, hired.job.id, zipPart())).statusCode, 200);
  assert.equal((await reviewWork(hired.clientAgent, hired.job.id)).statusCode, 200);
  return hired;
}

describe('POST /job/requestClarification/{jobId}', () => {
  it('sends the question into the chat with the client, linked to the job, on every read path and the live push', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildRevision('Shop logo');
    const clientTab = await openTab(url, clientAgent);
    const response = await ask(freelancerAgent, job.id);
    assert.equal(response.statusCode, 200, response.body);
    const sent = response.json().newMessage as ChatMessage;
    assert.equal(sent.message, `Question about the revision request: ${QUESTION}`);
    assert.deepEqual(sent.aboutJob, { _id: job.id, title: 'Shop logo' });
    assert.equal(sent.sendersId, freelancer.user.id);
    assert.equal(sent.receiversId, client.user.id);
    assert.equal(sent.seq, 1);

    // The live push to the client's open tab carries it too.
    await until(() => clientTab.events(SOCKET_EVENTS.newMessage).length === 1, 'the push');
    const [pushed] = clientTab.events<NewMessageEvent>(SOCKET_EVENTS.newMessage);
    assert.deepEqual(pushed.message.aboutJob, { _id: job.id, title: 'Shop logo' });

    // The conversation page and the catch-up after a seq.
    const page = (await clientAgent.get(`${MESSAGE_API}/getMessage/${freelancer.user.id}`)).json()
      .message as ChatMessage[];
    assert.deepEqual(
      page.map((message) => message.aboutJob),
      [{ _id: job.id, title: 'Shop logo' }],
    );
    const unread = (await clientAgent.get(`${MESSAGE_API}/unreadCount`)).json();
    assert.deepEqual([unread.total, unread.conversations], [1, 1], 'it counts as unread like any message');
    const reply = await sendOk(clientAgent, freelancer.user.id, 'Shop green, please.');
    assert.equal(reply.aboutJob, null, 'an ordinary message is about no job');
    const catchUp = (await freelancerAgent.get(`${MESSAGE_API}/getMessage/${client.user.id}?after=0`)).json()
      .message as ChatMessage[];
    assert.deepEqual(
      catchUp.map((message) => message.aboutJob?.title ?? null),
      ['Shop logo', null],
    );
    const told = (await notificationsIn(ctx, client.user.id)).filter((n) => n.type === 'new_message');
    assert.equal(told.length, 1);
    assert.match(told[0].message, /Question about the revision request/);

    // Deleting it takes the link away with the text.
    const deleted = await freelancerAgent.delete(`${MESSAGE_API}/deleteMessage/${sent._id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().deletedMessage.aboutJob, null);
  });

  it('is for the hired freelancer of a job in revision only; the question has a minimum length', async () => {
    const { job, clientAgent, freelancerAgent } = await buildRevision('Flyer');
    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    for (const agent of [clientAgent, stranger]) {
      const refused = await ask(agent, job.id);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().message, 'Only the freelancer hired for this job can answer its revision request.');
    }
    assert.equal((await ask(freelancerAgent, '00000000-0000-4000-8000-000000000000')).statusCode, 404);
    const short = await ask(freelancerAgent, job.id, 'Why?');
    assert.equal(short.statusCode, 400);
    assert.match(short.json().message, /at least 10 characters/);
    assert.equal((await ask(new Agent(ctx), job.id)).statusCode, 401, 'signed out');

    const progress = await buildHiredJob(ctx);
    const early = await ask(progress.freelancerAgent, progress.job.id);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'This job has no revision request waiting for you.');
  });
});

describe('POST /job/markAddressed/{jobId}', () => {
  it('records it once on the revision request and tells the client', async () => {
    const { job, client, clientAgent, freelancerAgent } = await buildRevision('Business cards');
    assert.equal((await markAddressed(clientAgent, job.id)).statusCode, 403);
    const response = await markAddressed(freelancerAgent, job.id);
    assert.equal(response.statusCode, 200, response.body);
    const addressedAt = response.json().job.revisionAddressedAt;
    assert.ok(addressedAt);
    assert.equal((await jobRowIn(ctx, job.id)).revisionAddressedAt?.toISOString(), addressedAt);
    assert.equal((await clientAgent.get(`/api/v1/job/getJob/${job.id}`)).json().job.revisionAddressedAt, addressedAt);
    const told = (await notificationsIn(ctx, client.user.id)).filter((n) => n.type === 'revision_addressed');
    assert.equal(told.length, 1);
    assert.match(told[0].message, /addressed your revision request on "Business cards"/);

    const again = await markAddressed(freelancerAgent, job.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already marked this revision request as addressed.');
    assert.equal((await notificationsIn(ctx, client.user.id)).filter((n) => n.type === 'revision_addressed').length, 1);

    const progress = await buildHiredJob(ctx);
    assert.equal(
      (await markAddressed(progress.freelancerAgent, progress.job.id)).statusCode,
      409,
      'no revision request yet',
    );
  });
});
