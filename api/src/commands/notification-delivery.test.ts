import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { SOCKET_EVENTS } from '@freelane/shared/contracts';
import { buildJob, buildUser, proposalInput, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { buildHiredJob, notificationsOf, reviewWork, submitWork, zipPart } from '../testing/work-fixtures';
import { deliveriesAtOnce, notifyEach } from './notify-each';
import { notifyUser } from './notify-user';
import { publishBatch, storeBatch } from './notify-batch';
import { inTransaction } from '../repositories';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());
afterEach(() => mock.restoreAll());

const setPreference = (userId: string, category: 'Proposals' | 'Job' | 'Message', inApp: boolean, email: boolean) =>
  ctx.app.repos.notificationPreferences.update(userId, [{ category, inApp, email }], new Date());

describe("notifications follow the recipient's preferences", () => {
  it('in-app off: nothing is stored or pushed for that category', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    await setPreference(client.user.id, 'Proposals', false, false);
    const job = await buildJob(ctx, client);
    const pushes = mock.method(ctx.app.realtime, 'emitToUser');
    const applied = await (await signIn(ctx, ava)).post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.equal(applied.statusCode, 201, applied.body);
    assert.deepEqual(await notificationsOf(ctx, client.user.id), []);
    assert.equal(pushes.mock.calls.filter((call) => call.arguments[1] === SOCKET_EVENTS.notification).length, 0);
    assert.equal(ctx.outbox.to(client.email).length, 0);
  });

  it('e-mail on: the notification is also mailed with who, what and a link to the page, HTML escaped', async () => {
    const client = await buildUser(ctx, { role: 'client', fullName: 'Clara <Client>' });
    const ava = await buildUser(ctx, { role: 'freelancer', fullName: 'Ava & Co' });
    await setPreference(client.user.id, 'Proposals', true, true);
    const job = await buildJob(ctx, client, { title: 'Logo <script>alert(1)</script>' });
    const applied = await (await signIn(ctx, ava)).post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.equal(applied.statusCode, 201, applied.body);
    const [mail] = ctx.outbox.to(client.email);
    assert.ok(mail, 'mailed');
    assert.equal(mail.subject, 'Ava & Co sent a proposal for "Logo <script>alert(1)</script>".');
    const link = `http://localhost:8080/viewApplicants?jobId=${job.id}`;
    assert.ok(mail.text.includes(link));
    assert.match(mail.text, /From Ava & Co \(Proposals\)/);
    assert.ok(mail.html.includes(`href="${link}"`));
    assert.ok(!mail.html.includes('<script>'));
    assert.ok(!mail.html.includes('Clara <Client>'));
    assert.ok(mail.html.includes('Ava &#38; Co sent a proposal'));
    assert.equal((await notificationsOf(ctx, client.user.id)).length, 1, 'and still shown in the app');
  });

  it('by default, Job notifications are mailed and Proposals ones are not', async () => {
    const { job, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    assert.equal((await reviewWork(clientAgent, job.id)).statusCode, 200);
    const mails = ctx.outbox.to(freelancer.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0].subject, /asked for changes to your work/);
    assert.ok(mails[0].text.includes(`http://localhost:8080/viewRevision?jobId=${job.id}`));
  });

  it('chat messages are never mailed at once (only the unread-message mail covers them)', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const sent = await (
      await signIn(ctx, client)
    ).post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'Hello Ava' });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal((await notificationsOf(ctx, ava.user.id)).length, 1);
    assert.equal(ctx.outbox.to(ava.email).length, 0);
  });

  it('chat messages follow the in-app choice too: off, the message arrives and nothing is stored or pushed', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    await setPreference(ava.user.id, 'Message', false, true);
    const pushes = mock.method(ctx.app.realtime, 'emitToUser');
    const clientAgent = await signIn(ctx, client);
    for (const text of ['Hello Ava', 'Are you there?']) {
      const sent = await clientAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: text });
      assert.equal(sent.statusCode, 200, sent.body);
    }
    assert.deepEqual(await notificationsOf(ctx, ava.user.id), []);
    assert.equal(pushes.mock.calls.filter((call) => call.arguments[1] === SOCKET_EVENTS.notification).length, 0);
    await setPreference(ava.user.id, 'Message', true, true);
    const sent = await clientAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'Back on' });
    assert.equal(sent.statusCode, 200, sent.body);
    const [note, ...others] = await notificationsOf(ctx, ava.user.id);
    assert.equal(others.length, 0);
    assert.match(note.message, /Back on/);
  });

  it('a mail that fails is logged and never fails the change', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    await setPreference(client.user.id, 'Proposals', true, true);
    mock.method(ctx.app.mailer, 'send', async () => {
      throw new Error('SMTP down');
    });
    const job = await buildJob(ctx, client);
    const applied = await (await signIn(ctx, ava)).post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.equal(applied.statusCode, 201, applied.body);
    assert.equal((await notificationsOf(ctx, client.user.id)).length, 1);
  });

  it('notifyUser answers null when the recipient does not want it in the app', async () => {
    const person = await buildUser(ctx);
    await setPreference(person.user.id, 'Message', false, true);
    const stored = await notifyUser(ctx.app, {
      userId: person.user.id,
      senderId: null,
      message: 'Hi',
      category: 'Message',
      type: 'new_message',
    });
    assert.equal(stored, null);
    assert.equal(ctx.outbox.to(person.email).length, 0, "Message e-mail is the digest's job");
  });
});

describe("the work mail follows the client's Job e-mail preference", () => {
  it('is sent once (no second, generic mail) while Job e-mail is on', async () => {
    const { job, client, freelancerAgent } = await buildHiredJob(ctx, { title: 'Poster' });
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    const mails = ctx.outbox.to(client.email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, 'Work submitted for "Poster"');
    assert.match(mails[0].text, /site\.zip/);
  });

  it('is not sent when the client turned Job e-mail off; the in-app notification still is', async () => {
    const { job, client, freelancerAgent } = await buildHiredJob(ctx);
    await setPreference(client.user.id, 'Job', true, false);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    assert.equal(ctx.outbox.to(client.email).length, 0);
    const notes = await notificationsOf(ctx, client.user.id);
    assert.deepEqual(
      notes.map((note) => note.type),
      ['work_submitted'],
    );
  });
});

describe('a batch of notifications (notifyEach)', () => {
  it('is delivered a few at a time, never more than half the database pool, and every one is stored', async () => {
    // All at once, a job alert's 10,000 deliveries queued on the pool past its connect timeout and
    // were lost on PostgreSQL; the bound is what prevents it, so it is what is checked.
    const people = await Promise.all(Array.from({ length: 12 }, () => buildUser(ctx, { role: 'freelancer' })));
    const create = ctx.app.repos.notifications.create.bind(ctx.app.repos.notifications);
    let inFlight = 0;
    let most = 0;
    mock.method(ctx.app.repos.notifications, 'create', async (input: Parameters<typeof create>[0]) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await create(input);
      } finally {
        inFlight -= 1;
      }
    });
    await notifyEach(
      ctx.app,
      people.map((person) => ({
        userId: person.user.id,
        senderId: null,
        category: 'JobAlert' as const,
        type: 'job_alert',
        message: 'New job for your saved search',
        link: '/jobs/x',
      })),
    );
    assert.ok(deliveriesAtOnce(ctx.app) < people.length, 'the batch is larger than the bound');
    assert.ok(most <= deliveriesAtOnce(ctx.app), `${most} in flight at once`);
    for (const person of people) assert.equal((await notificationsOf(ctx, person.user.id)).length, 1);
  });
});

describe('a batch stored in one transaction (notify-batch)', () => {
  it("follows each recipient's in-app and e-mail choices, and sends nothing until published", async () => {
    const [shown, mailed, muted] = await Promise.all(
      Array.from({ length: 3 }, () => buildUser(ctx, { role: 'freelancer' })),
    );
    await setPreference(shown.user.id, 'Job', true, false);
    await setPreference(mailed.user.id, 'Job', true, true);
    await setPreference(muted.user.id, 'Job', false, false);
    const people = [shown, mailed, muted];
    const parties = await ctx.app.repos.notificationPreferences.parties(people.map((person) => person.user.id));
    const emitted = mock.method(ctx.app.realtime, 'emitToUser');
    const stored = await inTransaction(ctx.app, (repos) =>
      storeBatch(
        ctx.app,
        repos,
        people.map((person) => ({
          input: {
            userId: person.user.id,
            senderId: null,
            category: 'Job' as const,
            type: 'job_batch_test',
            message: `For ${person.user.id}`,
            link: '/jobs/x',
          },
        })),
        parties,
      ),
    );
    assert.deepEqual(
      stored.stored.map(({ row }) => [row.userId, row.message]),
      [shown, mailed].map((person) => [person.user.id, `For ${person.user.id}`]),
    );
    assert.equal(stored.mailIds.length, 1);
    assert.equal(emitted.mock.callCount(), 0, 'nothing sent before publishing');
    await publishBatch(ctx.app, stored, parties);
    assert.deepEqual(
      emitted.mock.calls.map((call) => call.arguments[0]),
      [shown.user.id, mailed.user.id],
    );
    assert.equal((await ctx.outbox.waitFor(mailed.email)).text.includes(`For ${mailed.user.id}`), true);
    assert.equal(ctx.outbox.to(shown.email).length + ctx.outbox.to(muted.email).length, 0);
    assert.equal((await notificationsOf(ctx, muted.user.id)).length, 0);
  });
});
