import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from '@freelane/shared/contracts';
import { messages } from '../db/schema';
import { briefInput, proposeBrief } from '../testing/brief-fixtures';
import { FakeClock } from '../testing/fake-clock';
import { buildUser, signIn, type BuiltUser } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

// An app of its own: every unread message here is one this file sent.
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const say = async (from: BuiltUser, to: BuiltUser, body: string) =>
  (await ctx.app.repos.messages.append({ senderId: from.user.id, recipientId: to.user.id, body, now: clock.now() }))
    .message;
const run = () => ctx.app.scheduler.mailUnreadMessages();
const mailsTo = (person: BuiltUser) => ctx.outbox.to(person.email);
const people = async () => ({
  clara: await buildUser(ctx, { role: 'client', fullName: 'Clara Client' }),
  ben: await buildUser(ctx, { role: 'client', fullName: 'Ben <Bakery>' }),
  ava: await buildUser(ctx, { role: 'freelancer', fullName: 'Ava Patel' }),
});

describe(`scheduler: e-mail for messages unread ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES} minutes later`, () => {
  it('waits 10 minutes, then sends ONE mail naming every unread conversation, and never the same message twice', async () => {
    const { clara, ben, ava } = await people();
    const claraAgent = await signIn(ctx, clara);
    assert.equal(
      (
        await claraAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, {
          message: 'Hi Ava,\nare you free next week?',
        })
      ).statusCode,
      200,
    );
    clock.advance({ minutes: 1 });
    assert.equal(
      (await claraAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'I have a logo job for you.' }))
        .statusCode,
      200,
    );
    clock.advance({ ms: 1000 });
    await say(ben, ava, 'Could you <b>quote</b> a menu design?');
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES - 1 });

    // Clara's first message is 10 minutes old, her second and Ben's 9: only what is 10 minutes old is due.
    assert.equal(await run(), 1);
    const [first] = mailsTo(ava);
    assert.equal(first.subject, 'New message from Clara Client');
    assert.match(first.text, /Clara Client: 1 unread message\n {2}> Hi Ava,\n/);
    assert.ok(!first.text.includes('Ben'), 'a message 9 minutes old waits');

    clock.advance({ minutes: 1 });
    assert.equal(await run(), 1);
    const [, second] = mailsTo(ava);
    assert.equal(second.subject, 'New messages from Ben <Bakery> and 1 other');
    assert.match(second.text, /Ben <Bakery>: 1 unread message\n {2}> Could you <b>quote<\/b> a menu design\?/);
    assert.match(second.text, /Clara Client: 1 unread message\n {2}> I have a logo job for you\./);
    assert.ok(!second.text.includes('Hi Ava'), 'the first message was already mailed');
    assert.ok(second.text.includes(`http://localhost:8080/message?userId=${clara.user.id}`));
    assert.ok(second.text.includes(`http://localhost:8080/message?userId=${ben.user.id}`));
    assert.ok(second.html.includes('Ben &#60;Bakery&#62;'));
    assert.ok(!second.html.includes('<b>quote</b>'));

    assert.equal(await run(), 0, 'a second run finds nothing new');
    clock.advance({ days: 1 });
    assert.equal(await run(), 0);
    assert.equal(mailsTo(ava).length, 2);
    assert.equal(mailsTo(clara).length + mailsTo(ben).length, 0, 'senders are not mailed about their own messages');
  });

  it('counts every unread message of a conversation and quotes the newest three', async () => {
    const { clara, ava } = await people();
    await say(ava, clara, 'Earlier, Ava wrote first');
    for (const text of ['One', 'Two', 'Three', 'Four']) await say(clara, ava, text);
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });
    await run();
    const [mail] = mailsTo(ava);
    assert.equal(mail.subject, '4 new messages from Clara Client');
    assert.match(mail.text, /Clara Client: 4 unread messages\n {2}> Two\n {2}> Three\n {2}> Four\n/);
    assert.ok(!mail.text.includes('Ava wrote first'), 'her own message is not unread for her');
    assert.equal(mailsTo(clara).length, 0, "writing after Ava's message means Clara read it");
  });

  it('sends nothing for a message read in the meantime, deleted, or cleared', async () => {
    const { clara, ben, ava } = await people();
    const read = await say(clara, ava, 'Read in time');
    await ctx.app.repos.conversations.markRead(read.conversationId, ava.user.id, read.seq);
    const deleted = await say(ben, ava, 'Deleted by Ben');
    await ctx.app.db.update(messages).set({ deletedAt: clock.now(), body: '' }).where(eq(messages.id, deleted.id));
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES + 5 });
    assert.equal(await run(), 0);
    assert.equal(mailsTo(ava).length, 0);
  });

  it('respects the Message e-mail preference, and turning it on later does not mail old messages', async () => {
    const { clara, ava } = await people();
    await ctx.app.repos.notificationPreferences.update(
      ava.user.id,
      [{ category: 'Message', inApp: true, email: false }],
      clock.now(),
    );
    await say(clara, ava, 'You will not be mailed about this');
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });
    assert.equal(await run(), 0);
    await ctx.app.repos.notificationPreferences.update(
      ava.user.id,
      [{ category: 'Message', inApp: true, email: true }],
      clock.now(),
    );
    clock.advance({ minutes: 1 });
    assert.equal(await run(), 0);
    await say(clara, ava, 'But about this one');
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });
    assert.equal(await run(), 1);
    const [mail] = mailsTo(ava);
    assert.match(mail.text, /1 unread message\n {2}> But about this one/);
  });

  it('names a project brief by its title', async () => {
    const { clara, ava } = await people();
    const sent = await proposeBrief(await signIn(ctx, clara), ava.user.id, briefInput({ title: 'Menu redesign' }));
    assert.equal(sent.statusCode, 201, sent.body);
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });
    await run();
    assert.match(mailsTo(ava)[0].text, /> Project brief: "Menu redesign"/);
  });

  it('mails once when two runs race (the emailed mark is claimed before sending)', async () => {
    const { clara, ben, ava } = await people();
    await say(clara, ava, 'Race one');
    await say(ben, ava, 'Race two');
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });
    const runs = await Promise.all([run(), run(), run()]);
    assert.equal(
      runs.reduce((sum, count) => sum + count, 0),
      1,
      `mailed ${runs.join('+')} times`,
    );
    const mails = mailsTo(ava);
    assert.equal(mails.length, 1);
    assert.ok(
      mails[0].text.includes('Race one') && mails[0].text.includes('Race two'),
      'both conversations in the one mail',
    );
  });
});
