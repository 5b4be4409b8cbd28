import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type ChatMessage, type MessageUpdatedEvent } from '@freelane/shared/contracts';
import {
  buildChatPair,
  filePart,
  MESSAGE_API,
  messageNotificationsOf,
  postFiles,
  seedBriefMessage,
  seedMessages,
} from '../../testing/chat-fixtures';
import { PNG_1X1, SMALL_PDF } from '../../testing/multipart';
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

const seqsOf = (messages: ChatMessage[]) => messages.map((message) => message.seq);

describe('deleteMessage', () => {
  it('deletes a message for both parties: its text and files are gone, bytes included, and both tabs are told', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    await seedMessages(ctx, clara, ava, ['Before']);
    const sent = await postFiles(claraAgent, ava.user.id, [filePart('quote.pdf', SMALL_PDF), filePart('shot.png', PNG_1X1)], {
      message: 'Wrong quote, sorry',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const message = sent.json().newMessage as ChatMessage;
    await seedMessages(ctx, ava, clara, ['After']);
    const files = ctx.storage.files.size;
    const [claraTab, avaTab] = [await openTab(url, claraAgent), await openTab(url, avaAgent)];

    const deleted = await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${message._id}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().success, true);
    assert.equal(deleted.json().message, 'Message deleted.');
    const gone = deleted.json().deletedMessage as ChatMessage;
    assert.equal(gone.isDeleted, true);
    assert.equal(gone.message, '');
    assert.deepEqual(gone.attachments, []);
    assert.equal(gone.seq, message.seq, 'it keeps its place');

    for (const tab of [claraTab, avaTab]) {
      await until(() => tab.events(SOCKET_EVENTS.messageUpdated).length === 1, 'messageUpdated on both sides');
      assert.deepEqual(tab.events<MessageUpdatedEvent>(SOCKET_EVENTS.messageUpdated)[0].message, gone);
    }
    assert.equal(ctx.storage.files.size, files - 2, 'the stored bytes are removed');
    for (const file of message.attachments) assert.equal((await avaAgent.get(file.url)).statusCode, 404);

    const avaView = (await avaAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}`)).json();
    assert.deepEqual(seqsOf(avaView.message), [1, 2, 3], 'catch-up never skips a number');
    assert.deepEqual(avaView.message[1], gone);
    assert.ok(!JSON.stringify(avaView).includes('Wrong quote'));

    // Again is harmless (a retried request): the same deleted message, nobody told twice.
    const again = await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${message._id}`);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json().deletedMessage, gone);
  });

  it('leaves no trace of the deleted text in the recipient notification', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx, { clara: 'Clara Deleter' });
    const [oops] = await seedMessages(ctx, clara, ava, ['My home address is 1 Secret Lane']);
    const [before] = await messageNotificationsOf(ctx, ava.user.id, oops.conversationId);
    assert.match(before.message, /Secret Lane/);
    const avaTab = await openTab(url, avaAgent);
    assert.equal((await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${oops.id}`)).statusCode, 200);
    await until(() => avaTab.events(SOCKET_EVENTS.notificationsChanged).length === 1, 'her bell refreshes');
    const [after] = await messageNotificationsOf(ctx, ava.user.id, oops.conversationId);
    assert.equal(after.id, before.id);
    assert.equal(after.message, 'Clara Deleter deleted a message.');
    assert.equal(after.isRead, true, 'nothing is left to read in that conversation');
    assert.equal((await avaAgent.get(`${MESSAGE_API}/unreadCount`)).json().total, 0);
  });

  it('keeps project briefs out of it: an open brief is withdrawn with its own Delete, an answered one stays (409)', async () => {
    const { clara, ava, claraAgent } = await buildChatPair(ctx);
    const open = await seedBriefMessage(ctx, clara, ava, 'specific');
    const refused = await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${open.id}`);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /use Delete on the brief/);
    for (const status of ['accepted', 'declined'] as const) {
      const answered = await seedBriefMessage(ctx, clara, ava, status);
      const kept = await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${answered.id}`);
      assert.equal(kept.statusCode, 409);
      assert.match(kept.json().message, /answered project brief stays/);
    }
    const view = (await claraAgent.get(`${MESSAGE_API}/getMessage/${ava.user.id}`)).json();
    assert.deepEqual(
      view.message.map((m: ChatMessage) => [m.isDeleted, m.projectBrief[0]?.status]),
      [
        [false, 'specific'],
        [false, 'accepted'],
        [false, 'declined'],
      ],
    );
  });
});
