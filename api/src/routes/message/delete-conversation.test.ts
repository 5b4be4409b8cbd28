import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type ChatContact, type ChatMessage, type ConversationDeletedEvent } from '@freelane/shared/contracts';
import { buildChatPair, MESSAGE_API, messageNotificationsOf, seedMessages, sendOk } from '../../testing/chat-fixtures';
import { buildClient } from '../../testing/factories';
import { closeTabs, listenOn, openTab, until } from '../../testing/tabs';
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

describe('deleteConversation', () => {
  it('deletes the conversation for the caller only, until a new message brings it back', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const [first] = await seedMessages(ctx, clara, ava, ['Old news', 'More old news']);
    const avaTab = await openTab(url, avaAgent);

    const deleted = await avaAgent.delete(`${MESSAGE_API}/deleteConversation/${clara.user.id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().success, true);
    await until(() => avaTab.events(SOCKET_EVENTS.conversationDeleted).length === 1, 'her tabs drop it');
    assert.deepEqual(avaTab.events<ConversationDeletedEvent>(SOCKET_EVENTS.conversationDeleted)[0], { userId: clara.user.id });

    const contacts = async () => (await avaAgent.get(`${MESSAGE_API}/getClientContacts`)).json().clients as ChatContact[];
    assert.deepEqual(await contacts(), []);
    const avaView = (await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}`)).json();
    assert.deepEqual(avaView.message, []);
    assert.equal(avaView.hasMoreBefore, false);
    assert.equal((await avaAgent.get(`${MESSAGE_API}/unreadCount`)).json().total, 0);
    const [notification] = await messageNotificationsOf(ctx, ava.user.id, first.conversationId);
    assert.equal(notification.isRead, true, 'no unread notification about a conversation she deleted');

    // Clara keeps hers, whole.
    const claraView = (await claraAgent.get(`${MESSAGE_API}/getMessage/${ava.user.id}`)).json();
    assert.deepEqual(
      claraView.message.map((m: ChatMessage) => m.message),
      ['Old news', 'More old news'],
    );

    const fresh = await sendOk(claraAgent, ava.user.id, 'Still there?');
    const [back] = await contacts();
    assert.equal(back._id, clara.user.id);
    assert.equal(back.unreadCount, 1);
    assert.equal(back.lastMessage?.preview, 'Still there?');
    const again = (await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}`)).json();
    assert.deepEqual(
      again.message.map((m: ChatMessage) => [m.seq, m.message]),
      [[fresh.seq, 'Still there?']],
    );
    assert.equal(again.hasMoreBefore, false, 'the deleted part stays deleted for her');
    assert.equal((await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}?before=3`)).json().message.length, 0);
    assert.equal((await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}?after=0`)).json().message.length, 1);
  });

  it('answers 404 when there is no conversation with that person, 400 for oneself', async () => {
    const { claraAgent, clara } = await buildChatPair(ctx);
    const ben = await buildClient(ctx);
    const none = await claraAgent.delete(`${MESSAGE_API}/deleteConversation/${ben.user.id}`);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().message, 'You have no conversation with this person.');
    assert.equal((await claraAgent.delete(`${MESSAGE_API}/deleteConversation/${clara.user.id}`)).statusCode, 400);
  });
});
