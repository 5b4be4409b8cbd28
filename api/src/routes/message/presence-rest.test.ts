import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Agent } from '../../testing/agent';
import { buildChatPair, MESSAGE_API, seedMessages } from '../../testing/chat-fixtures';
import { closeTabs, listenOn, openTab } from '../../testing/tabs';
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

/** What the REST answers tell `viewer` about `otherId`: the conversation page and the contact card. */
async function restPresence(viewer: Agent, otherId: string) {
  const page = await viewer.get(`${MESSAGE_API}/getMessage/${otherId}`);
  assert.equal(page.statusCode, 200, page.body);
  const list = await viewer.get(`${MESSAGE_API}/getClientContacts`);
  assert.equal(list.statusCode, 200, list.body);
  const card = (list.json().clients as { _id: string; online: boolean }[]).find((client) => client._id === otherId);
  return { page: page.json().online as boolean | null, card: card?.online ?? null };
}

describe('presence through REST follows the socket rule (issue 34)', () => {
  it('shows someone online only while both take part and both show it', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    await openTab(url, avaAgent);

    // One unsolicited message shares nothing.
    await seedMessages(ctx, clara, ava, ['Hello Ava, one question']);
    assert.deepEqual(await restPresence(claraAgent, ava.user.id), { page: false, card: false });

    // Both take part: Clara sees Ava's open tab.
    await seedMessages(ctx, ava, clara, ['Hi Clara']);
    assert.deepEqual(await restPresence(claraAgent, ava.user.id), { page: true, card: true });

    // Ava hides her presence: nobody reads it, through any answer.
    assert.equal((await avaAgent.put(`${MESSAGE_API}/settings`, { showOnline: false })).statusCode, 200);
    assert.deepEqual(await restPresence(claraAgent, ava.user.id), { page: false, card: false });
    assert.equal((await avaAgent.put(`${MESSAGE_API}/settings`, { showOnline: true })).statusCode, 200);
    assert.deepEqual(await restPresence(claraAgent, ava.user.id), { page: true, card: true });

    // Ava deletes the conversation: Clara, who wrote once, no longer learns when she is online.
    assert.equal((await avaAgent.delete(`${MESSAGE_API}/deleteConversation/${clara.user.id}`)).statusCode, 200);
    assert.deepEqual(await restPresence(claraAgent, ava.user.id), { page: false, card: false });
  });
});
