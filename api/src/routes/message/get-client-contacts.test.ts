import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientContactsResponse, type ChatContact } from '@freelane/shared/contracts';
import type { Agent } from '../../testing/agent';
import { buildChatPair, filePart, MESSAGE_API, postFiles, seedBriefMessage, seedMessages } from '../../testing/chat-fixtures';
import { buildJob, buildUser, signIn } from '../../testing/factories';
import { PNG_1X1 } from '../../testing/multipart';
import { closeTabs, listenOn, openTab, sleep } from '../../testing/tabs';
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

const contacts = async (agent: Agent, query = '') => {
  const response = await agent.get(`${MESSAGE_API}/getClientContacts${query}`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(clientContactsResponse.safeParse(response.json()).success, true, 'the contract shape');
  return response.json() as { clients: ChatContact[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
};

describe('getClientContacts', () => {
  it('lists the conversations of either role, newest activity first, with the last message, unread count, presence and running jobs', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx, { clara: 'Clara Contact', ava: 'Ava Contact' });
    const ben = await buildUser(ctx, { role: 'client', fullName: 'Ben Brief', professionalTitle: 'Bakery owner' });
    const dan = await buildUser(ctx, { role: 'client', fullName: 'Dan Deleted' });
    const eve = await buildUser(ctx, { role: 'client', fullName: 'Eve Files' });
    const job = await buildJob(ctx, clara, { title: 'Landing page', status: 'progress', hiredFreelancerId: ava.user.id });
    await buildJob(ctx, clara, { title: 'Finished one', status: 'completed', hiredFreelancerId: ava.user.id });

    // A few milliseconds apart, so "newest activity first" has one answer.
    await seedMessages(ctx, clara, ava, ['  \nFirst line of the update\nsecond line', 'And a second message']);
    await sleep(5);
    await seedBriefMessage(ctx, ben, ava);
    await sleep(5);
    const [gone] = await seedMessages(ctx, dan, ava, ['This one is deleted']);
    assert.equal((await (await signIn(ctx, dan)).delete(`${MESSAGE_API}/deleteMessage/${gone.id}`)).statusCode, 200);
    const eveAgent = await signIn(ctx, eve);
    assert.equal((await postFiles(eveAgent, ava.user.id, [filePart('pic.png', PNG_1X1)])).statusCode, 200);
    await openTab(url, claraAgent);

    const list = await contacts(avaAgent);
    assert.deepEqual(
      list.clients.map((c) => [c.fullName, c.lastMessage?.kind, c.lastMessage?.preview, c.unreadCount]),
      [
        ['Eve Files', 'attachment', 'Attachment', 1],
        ['Dan Deleted', 'deleted', 'Message deleted', 0],
        ['Ben Brief', 'brief', 'Project brief', 1],
        ['Clara Contact', 'text', 'And a second message', 2],
      ],
    );
    const claraCard = list.clients[3];
    assert.equal(claraCard._id, clara.user.id);
    assert.equal(claraCard.online, false, 'Clara has a tab open, but only she has written: nothing is shared yet (issue 34)');
    assert.deepEqual(claraCard.activeJob, [{ _id: job.id, title: 'Landing page', status: 'progress' }], 'running jobs only');
    assert.equal(claraCard.lastSeq, 2);
    assert.equal(claraCard.role, 'client');
    assert.equal(list.clients[2].profile.professionalTitle, 'Bakery owner');
    assert.equal(list.clients[2].online, false);
    assert.deepEqual(list.pagination, { page: 1, limit: 30, total: 4, totalPages: 1 });

    // The client's side of the same conversation: the freelancer's card, the first non-empty line.
    await seedMessages(ctx, ava, clara, ['\n  Thanks, on it!  \nMore later']);
    const claraList = await contacts(claraAgent);
    assert.deepEqual(
      claraList.clients.map((c) => [c.fullName, c.lastMessage?.preview, c.lastMessage?.sendersId, c.unreadCount, c.online]),
      [['Ava Contact', 'Thanks, on it!', ava.user.id, 1, false]],
    );
    assert.equal(claraList.clients[0].activeJob[0]?._id, job.id);
    // Both have written now: Ava sees Clara's open tab.
    assert.equal((await contacts(avaAgent)).clients.find((c) => c._id === clara.user.id)?.online, true);
  });

  it('searches by name and pages', async () => {
    const { ava, avaAgent } = await buildChatPair(ctx);
    for (const name of ['Zoe Alpha', 'Yann Beta', 'Xena Alpha']) {
      await seedMessages(ctx, await buildUser(ctx, { role: 'client', fullName: name }), ava, [`Hello from ${name}`]);
      await sleep(5);
    }
    const found = await contacts(avaAgent, '?search=alpha');
    assert.deepEqual(
      found.clients.map((c) => c.fullName),
      ['Xena Alpha', 'Zoe Alpha'],
    );
    const page2 = await contacts(avaAgent, '?limit=2&page=2');
    assert.deepEqual(
      page2.clients.map((c) => c.fullName),
      ['Zoe Alpha'],
    );
    assert.deepEqual(page2.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
    assert.deepEqual((await contacts(avaAgent, '?search=nobody')).clients, []);
    assert.equal((await avaAgent.get(`${MESSAGE_API}/getClientContacts?limit=51`)).statusCode, 400);
  });
});
