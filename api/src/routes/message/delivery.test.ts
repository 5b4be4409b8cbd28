import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type NewMessageEvent } from '@freelane/shared/contracts';
import { buildChatPair, seedMessages } from '../../testing/chat-fixtures';
import { buildClient, buildFreelancer, buildJob, buildUser, signIn } from '../../testing/factories';
import { closeTabs, listenOn, openTab, sleep, until } from '../../testing/tabs';
import { buildTestApp, type TestContext } from '../../testing/test-app';

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

const send = (agent: Awaited<ReturnType<typeof signIn>>, to: string, message: string, clientMessageId?: string) =>
  agent.post(`/api/v1/message/sendMessage/${to}`, { message, clientMessageId });

describe('delivery rules', () => {
  it('gives every message of a conversation a strictly rising seq, in the one order both parties read', async () => {
    const clara = await buildClient(ctx);
    const ava = await buildFreelancer(ctx);
    const claraAgent = await signIn(ctx, clara);
    const avaAgent = await signIn(ctx, ava);
    const first = await send(claraAgent, ava.user.id, '  Hello Ava  ');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().newMessage.seq, 1);
    assert.equal(first.json().newMessage.message, 'Hello Ava');
    const reply = await send(avaAgent, clara.user.id, 'Hi Clara');
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.json().newMessage.seq, 2);
    // Concurrent sends still get distinct, gap-free seqs.
    const burst = await Promise.all([1, 2, 3].map((n) => send(claraAgent, ava.user.id, `burst ${n}`)));
    assert.deepEqual(burst.map((r) => r.json().newMessage.seq).sort(), [3, 4, 5]);
    const claraView = (await claraAgent.get(`/api/v1/message/getMessage/${ava.user.id}`)).json();
    const avaView = (await avaAgent.get(`/api/v1/message/getMessage/${clara.user.id}`)).json();
    assert.deepEqual(claraView.message.map((m: { seq: number }) => m.seq), [1, 2, 3, 4, 5]);
    assert.deepEqual(
      avaView.message.map((m: { _id: string }) => m._id),
      claraView.message.map((m: { _id: string }) => m._id),
    );
    assert.equal(avaView.lastSeq, 5);
  });

  it('stores a retried clientMessageId once and answers the first message', async () => {
    const clara = await buildClient(ctx);
    const ava = await buildFreelancer(ctx);
    const agent = await signIn(ctx, clara);
    const key = randomUUID();
    const [a, b] = await Promise.all([send(agent, ava.user.id, 'Once', key), send(agent, ava.user.id, 'Once', key)]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(a.json().newMessage._id, b.json().newMessage._id);
    const again = await send(agent, ava.user.id, 'Once', key);
    assert.equal(again.json().newMessage._id, a.json().newMessage._id);
    const view = (await agent.get(`/api/v1/message/getMessage/${ava.user.id}`)).json();
    assert.equal(view.message.length, 1);
  });

  it('takes no seq for a retry: after a repeated clientMessageId the next message follows with no gap', async () => {
    const { ava, claraAgent } = await buildChatPair(ctx);
    assert.equal((await send(claraAgent, ava.user.id, 'Opens the conversation')).json().newMessage.seq, 1);
    // From the second message on a text send is one statement; a repeated key must undo all of it.
    const key = randomUUID();
    const first = await send(claraAgent, ava.user.id, 'Sent twice', key);
    assert.equal(first.json().newMessage.seq, 2);
    const retry = await send(claraAgent, ava.user.id, 'Sent twice', key);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(retry.json().newMessage._id, first.json().newMessage._id);
    await sleep(1000); // within the 5-a-second limit
    const next = await send(claraAgent, ava.user.id, 'Follows at once');
    assert.equal(next.json().newMessage.seq, 3);
    const view = (await claraAgent.get(`/api/v1/message/getMessage/${ava.user.id}`)).json();
    assert.deepEqual(
      view.message.map((m: { seq: number; message: string }) => [m.seq, m.message]),
      [
        [1, 'Opens the conversation'],
        [2, 'Sent twice'],
        [3, 'Follows at once'],
      ],
    );
    assert.equal(view.lastSeq, 3);
  });

  it('lets people message someone the moment they verify their address (a refusal is not remembered)', async () => {
    const { claraAgent } = await buildChatPair(ctx);
    const late = await buildUser(ctx, { role: 'freelancer', verified: false });
    assert.equal((await send(claraAgent, late.user.id, 'Hi')).statusCode, 404);
    await ctx.app.repos.users.markEmailVerified(late.user.id);
    const sent = await send(claraAgent, late.user.id, 'Hi again');
    assert.equal(sent.statusCode, 200, sent.body);
  });

  it('pages backwards with before and catches up with after', async () => {
    const clara = await buildClient(ctx);
    const ava = await buildFreelancer(ctx);
    const agent = await signIn(ctx, clara);
    for (let n = 1; n <= 7; n += 1) {
      assert.equal((await send(agent, ava.user.id, `m${n}`)).statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 210));
    }
    const newest = (await agent.get(`/api/v1/message/getMessage/${ava.user.id}?limit=3`)).json();
    assert.deepEqual(newest.message.map((m: { seq: number }) => m.seq), [5, 6, 7]);
    assert.equal(newest.hasMoreBefore, true);
    const older = (await agent.get(`/api/v1/message/getMessage/${ava.user.id}?limit=3&before=5`)).json();
    assert.deepEqual(older.message.map((m: { seq: number }) => m.seq), [2, 3, 4]);
    const oldest = (await agent.get(`/api/v1/message/getMessage/${ava.user.id}?limit=3&before=2`)).json();
    assert.deepEqual(oldest.message.map((m: { seq: number }) => m.seq), [1]);
    assert.equal(oldest.hasMoreBefore, false);
    const caught = (await agent.get(`/api/v1/message/getMessage/${ava.user.id}?after=4&limit=2`)).json();
    assert.deepEqual(caught.message.map((m: { seq: number }) => m.seq), [5, 6]);
    assert.equal(caught.hasMoreAfter, true);
  });

  it('lets a freelancer write first only to a client they work with, and always reply', async () => {
    const clara = await buildClient(ctx);
    const ava = await buildFreelancer(ctx);
    const avaAgent = await signIn(ctx, ava);
    const refused = await send(avaAgent, clara.user.id, 'Hello?');
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /once they have written to you, hired you or received your proposal/);
    const view = (await avaAgent.get(`/api/v1/message/getMessage/${clara.user.id}`)).json();
    assert.equal(view.canWrite, false);
    await buildJob(ctx, clara, { status: 'progress', hiredFreelancerId: ava.user.id });
    assert.equal((await send(avaAgent, clara.user.id, 'Started!')).statusCode, 200);
  });

  it('limits sending to 5 messages a second per user (the 6th is 429 with a message)', async () => {
    const { ava, claraAgent } = await buildChatPair(ctx);
    await sleep(1000);
    for (let n = 1; n <= 5; n += 1) {
      const response = await send(claraAgent, ava.user.id, `fast ${n}`);
      assert.equal(response.statusCode, 200, `message ${n}: ${response.body}`);
    }
    const sixth = await send(claraAgent, ava.user.id, 'fast 6');
    assert.equal(sixth.statusCode, 429, sixth.body);
    assert.match(sixth.json().message, /sending messages too quickly/);
    await sleep(1100);
    assert.equal((await send(claraAgent, ava.user.id, 'calmer now')).statusCode, 200);
  });

  it('refuses an empty message, more than 5,000 characters, oneself and unknown people', async () => {
    const { clara, ava, claraAgent } = await buildChatPair(ctx);
    const empty = await send(claraAgent, ava.user.id, '   \n  ');
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Please type a message.');
    const long = await send(claraAgent, ava.user.id, 'x'.repeat(5001));
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'A message can be at most 5000 characters.');
    assert.equal((await send(claraAgent, ava.user.id, ` ${'y'.repeat(5000)} `)).statusCode, 200, 'trimmed to 5,000');
    await sleep(1000); // refused sends count towards the 5 a second too
    const self = await send(claraAgent, clara.user.id, 'Note to self');
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot send messages to yourself.');
    const unknown = await send(claraAgent, randomUUID(), 'Anyone there?');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This user does not exist.');
    const unverified = await buildUser(ctx, { role: 'freelancer', verified: false });
    assert.equal((await send(claraAgent, unverified.user.id, 'Hi')).statusCode, 404);
    const view = (await claraAgent.get(`/api/v1/message/getMessage/${ava.user.id}`)).json();
    assert.equal(view.message.length, 1, 'only the valid message was stored');
  });

  it('announces each stored message with its seq to every tab of both parties, once', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const [claraLaptop, claraPhone, avaTab] = [await openTab(url, claraAgent), await openTab(url, claraAgent), await openTab(url, avaAgent)];
    const key = randomUUID();
    const sent = await send(claraAgent, ava.user.id, 'Are you free next week?', key);
    assert.equal(sent.statusCode, 200, sent.body);
    for (const tab of [claraLaptop, claraPhone, avaTab]) {
      await until(() => tab.events(SOCKET_EVENTS.newMessage).length === 1, 'newMessage on every tab');
      const [event] = tab.events<NewMessageEvent>(SOCKET_EVENTS.newMessage);
      assert.equal(event.senderId, clara.user.id);
      assert.deepEqual(event.message, sent.json().newMessage, 'the event carries the stored message');
      assert.equal(event.message.seq, 1);
    }
    assert.equal((await send(claraAgent, ava.user.id, 'Are you free next week?', key)).statusCode, 200);
    await sleep(150);
    assert.equal(avaTab.events(SOCKET_EVENTS.newMessage).length, 1, 'a retried send is not announced again');
  });

  it('lets a tab that was offline fetch exactly what it missed with after=<its highest seq>', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    await seedMessages(ctx, clara, ava, ['one', 'two']);
    const tab = await openTab(url, avaAgent);
    tab.socket.disconnect();
    await seedMessages(ctx, clara, ava, ['three', 'four']);
    await send(avaAgent, clara.user.id, 'five (from another device)');
    const missed = (await avaAgent.get(`/api/v1/message/getMessage/${clara.user.id}?after=2`)).json();
    assert.deepEqual(
      missed.message.map((m: { seq: number; message: string }) => [m.seq, m.message]),
      [
        [3, 'three'],
        [4, 'four'],
        [5, 'five (from another device)'],
      ],
    );
    assert.equal(missed.hasMoreAfter, false);
    assert.equal(missed.lastSeq, 5);
    const upToDate = (await claraAgent.get(`/api/v1/message/getMessage/${ava.user.id}?after=5`)).json();
    assert.deepEqual(upToDate.message, []);
  });
});
