import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type MessagesReadEvent, type Notification } from '@freelane/shared/contracts';
import { buildChatPair, MESSAGE_API, messageNotificationsOf, seedMessages } from '../../testing/chat-fixtures';
import { buildClient, buildUser, signIn } from '../../testing/factories';
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

describe('read marks, unread counts and receipts', () => {
  it('counts unread messages per conversation and in total, and markRead moves forward only, up to the last one', async () => {
    const { clara, ava, avaAgent } = await buildChatPair(ctx);
    const ben = await buildClient(ctx);
    await seedMessages(ctx, clara, ava, ['hi']);
    // Replying reads what came before, and one's own message is never unread.
    await seedMessages(ctx, ava, clara, ['hello Clara']);
    await seedMessages(ctx, clara, ava, ['one', 'two', 'three']);
    await seedMessages(ctx, ben, ava, ['hello', 'there']);
    assert.deepEqual((await avaAgent.get(`${MESSAGE_API}/unreadCount`)).json(), { success: true, total: 5, conversations: 2 });
    const contacts = (await avaAgent.get(`${MESSAGE_API}/getClientContacts`)).json().clients;
    assert.deepEqual(
      contacts.map((c: { _id: string; unreadCount: number }) => [c._id, c.unreadCount]),
      [
        [ben.user.id, 2],
        [clara.user.id, 3],
      ],
    );

    const mark = (upToSeq: number) => avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq });
    assert.deepEqual((await mark(4)).json(), { success: true, lastReadSeq: 4, total: 3 });
    assert.deepEqual((await mark(1)).json(), { success: true, lastReadSeq: 4, total: 3 }, 'never back');
    assert.deepEqual((await mark(999)).json(), { success: true, lastReadSeq: 5, total: 2 }, 'never past the last message');
    assert.deepEqual((await avaAgent.get(`${MESSAGE_API}/unreadCount`)).json(), { success: true, total: 2, conversations: 1 });
    assert.equal((await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}`)).json().lastReadSeq, 5);

    assert.equal((await mark(-1)).statusCode, 400);
    const nobody = await buildUser(ctx, { role: 'client' });
    const none = await avaAgent.post(`${MESSAGE_API}/markRead/${nobody.user.id}`, { upToSeq: 1 });
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().message, 'You have no conversation with this person.');
    assert.equal((await avaAgent.post(`${MESSAGE_API}/markRead/${ava.user.id}`, { upToSeq: 1 })).statusCode, 400);
  });

  it('tells the reader\'s own tabs, and the other party only while the reader sends read receipts', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const [first] = await seedMessages(ctx, clara, ava, ['one', 'two', 'three']);
    const [claraTab, avaLaptop, avaPhone] = [await openTab(url, claraAgent), await openTab(url, avaAgent), await openTab(url, avaAgent)];
    const readEvents = (tab: typeof claraTab) => tab.events<MessagesReadEvent>(SOCKET_EVENTS.messagesRead);

    assert.deepEqual((await avaAgent.get(`${MESSAGE_API}/settings`)).json(), { success: true, settings: { sendReadReceipts: true, showOnline: true } });
    await avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq: 1 });
    const expected = { conversationId: first.conversationId, readerId: ava.user.id, upToSeq: 1 };
    for (const tab of [claraTab, avaLaptop, avaPhone]) {
      await until(() => readEvents(tab).length === 1, 'messagesRead');
      assert.deepEqual(readEvents(tab)[0], expected);
    }
    assert.equal((await claraAgent.get(`${MESSAGE_API}/getMessage/${ava.user.id}`)).json().otherLastReadSeq, 1);

    const off = await avaAgent.put(`${MESSAGE_API}/settings`, { sendReadReceipts: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(off.json().settings, { sendReadReceipts: false, showOnline: true });
    assert.deepEqual((await avaAgent.get(`${MESSAGE_API}/settings`)).json().settings, { sendReadReceipts: false, showOnline: true });
    await avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq: 3 });
    await until(() => readEvents(avaPhone).length === 2, 'her own other tab still hears of it');
    assert.equal(readEvents(avaPhone)[1].upToSeq, 3);
    await sleep(150);
    assert.equal(readEvents(claraTab).length, 1, 'Clara is not told any more');
    assert.equal((await claraAgent.get(`${MESSAGE_API}/getMessage/${ava.user.id}`)).json().otherLastReadSeq, null);

    // Nothing moved, nothing announced.
    await avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq: 2 });
    await sleep(150);
    assert.equal(readEvents(avaPhone).length, 2);
    assert.equal((await avaAgent.put(`${MESSAGE_API}/settings`, { sendReadReceipts: 'no' })).statusCode, 400);
  });

  it('keeps one Message notification per conversation while unread, and reading everything marks it read', async () => {
    const { clara, ava, avaAgent } = await buildChatPair(ctx, { clara: 'Clara Notifier' });
    const avaTab = await openTab(url, avaAgent);
    const [first] = await seedMessages(ctx, clara, ava, ['First line']);
    await seedMessages(ctx, clara, ava, ['Second line']);
    await until(() => avaTab.events(SOCKET_EVENTS.notification).length === 2, 'two pushes');
    const pushed = avaTab.events<Notification>(SOCKET_EVENTS.notification);
    assert.equal(pushed[0]._id, pushed[1]._id, 'the second message updates the same notification');
    assert.equal(pushed[1].message, 'Clara Notifier sent you a message: “Second line”');
    assert.equal(pushed[1].category, 'Message');
    assert.equal(pushed[1].link, `/message?userId=${clara.user.id}`);
    let stored = await messageNotificationsOf(ctx, ava.user.id, first.conversationId);
    assert.equal(stored.length, 1);

    await avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq: 1 });
    stored = await messageNotificationsOf(ctx, ava.user.id, first.conversationId);
    assert.equal(stored[0].isRead, false, 'one message is still unread');
    assert.equal(avaTab.events(SOCKET_EVENTS.notificationsChanged).length, 0);

    await avaAgent.post(`${MESSAGE_API}/markRead/${clara.user.id}`, { upToSeq: 2 });
    stored = await messageNotificationsOf(ctx, ava.user.id, first.conversationId);
    assert.equal(stored[0].isRead, true);
    await until(() => avaTab.events(SOCKET_EVENTS.notificationsChanged).length === 1, 'the bell refreshes');

    // Once read, the next message starts a new one.
    await seedMessages(ctx, clara, ava, ['Third line']);
    stored = await messageNotificationsOf(ctx, ava.user.id, first.conversationId);
    assert.equal(stored.length, 2);
    assert.equal(stored.filter((n) => !n.isRead).length, 1);
    const bell = (await avaAgent.get('/api/v1/notification/getUnreadNotifications')).json().notifications as Notification[];
    assert.deepEqual(
      bell.map((n) => n.message),
      ['Clara Notifier sent you a message: “Third line”'],
    );
  });

  it('limits settings changes per user, whatever tab or address they come from (429 with a message)', async () => {
    const { ava, avaAgent } = await buildChatPair(ctx);
    const otherDevice = await signIn(ctx, ava);
    for (let n = 0; n < 30; n += 1) {
      const agent = n % 2 === 0 ? avaAgent : otherDevice;
      assert.equal((await agent.put(`${MESSAGE_API}/settings`, { sendReadReceipts: n % 3 === 0 })).statusCode, 200);
    }
    const limited = await otherDevice.put(`${MESSAGE_API}/settings`, { sendReadReceipts: true });
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /Too many attempts/);
    const { claraAgent } = await buildChatPair(ctx);
    assert.equal((await claraAgent.put(`${MESSAGE_API}/settings`, { sendReadReceipts: false })).statusCode, 200, 'others are not limited');
  });
});
