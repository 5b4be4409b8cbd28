import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLIENT_REVIEW_DAYS, UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from '@freelane/shared/contracts';
import { buildUser, signIn } from '../testing/factories';
import { FakeClock } from '../testing/fake-clock';
import type { TestContext } from '../testing/test-app';
import { twoProcesses } from '../testing/two-processes';
import { buildHiredJob, jobRow, notificationsOf, projectsOf, submitWork, zipPart, type HiredJob } from '../testing/work-fixtures';
import { completeJobBetween, ratingColumns, reviewInput, reviewRows, submitReview, windowRow } from '../testing/review-fixtures';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api
// (the database is wiped). Two app instances stand in for two API processes racing the same rule.
const url = process.env.TEST_DATABASE_URL;
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let a: TestContext;
let b: TestContext;

describe('the scheduler with several API processes on one PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    [a, b] = await twoProcesses(url as string, { clock });
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('completes and credits each overdue job exactly once when both processes run the rule at the same moment', async () => {
    const hired: HiredJob[] = [];
    for (let i = 0; i < 12; i += 1) {
      const built = await buildHiredJob(a);
      assert.equal((await submitWork(built.freelancerAgent, built.job.id, zipPart())).statusCode, 200);
      hired.push(built);
    }
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });

    const runs = await Promise.all([
      a.app.scheduler.completeOverdueReviews(),
      b.app.scheduler.completeOverdueReviews(),
      a.app.scheduler.completeOverdueReviews(),
      b.app.scheduler.completeOverdueReviews(),
    ]);
    assert.equal(
      runs.reduce((sum, count) => sum + count, 0),
      hired.length,
      `each job completed by exactly one run (${runs.join('+')})`,
    );
    for (const { job, freelancer, client } of hired) {
      assert.equal((await jobRow(a, job.id)).status, 'completed');
      assert.equal(await projectsOf(a, freelancer.user.id), 1);
      for (const party of [freelancer, client]) {
        const auto = (await notificationsOf(a, party.user.id)).filter((n) => n.type === 'work_auto_completed');
        assert.equal(auto.length, 1);
      }
    }
  });

  it('mails each recipient of unread messages once, with all their conversations, when both processes run at once', async () => {
    const recipients = [];
    for (let i = 0; i < 6; i += 1) {
      const freelancer = await buildUser(a, { role: 'freelancer', fullName: `Racer ${i}` });
      for (const sender of ['Clara', 'Ben']) {
        const client = await buildUser(a, { role: 'client', fullName: `${sender} ${i}` });
        await a.app.repos.messages.append({ senderId: client.user.id, recipientId: freelancer.user.id, body: `From ${sender} ${i}`, now: clock.now() });
      }
      recipients.push(freelancer);
    }
    clock.advance({ minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES });

    const runs = await Promise.all([
      a.app.scheduler.mailUnreadMessages(),
      b.app.scheduler.mailUnreadMessages(),
      a.app.scheduler.mailUnreadMessages(),
      b.app.scheduler.mailUnreadMessages(),
    ]);
    assert.equal(runs.reduce((sum, count) => sum + count, 0), recipients.length, `one mail per recipient (${runs.join('+')})`);
    for (const [i, freelancer] of recipients.entries()) {
      const mails = [...a.outbox.to(freelancer.email), ...b.outbox.to(freelancer.email)];
      assert.equal(mails.length, 1, `one mail for ${freelancer.user.fullName}`);
      assert.match(mails[0].text, new RegExp(`From Clara ${i}`));
      assert.match(mails[0].text, new RegExp(`From Ben ${i}`));
    }
    assert.equal((await a.app.scheduler.mailUnreadMessages()) + (await b.app.scheduler.mailUnreadMessages()), 0);
  });

  it("counts every review in a freelancer's rating when clients in both processes publish at the same moment", async () => {
    const freelancer = await buildUser(a, { role: 'freelancer', fullName: 'Popular Freelancer' });
    const freelancerAgent = await signIn(a, freelancer);
    const clients = [];
    for (let i = 0; i < 8; i += 1) {
      const built = await buildUser(a, { role: 'client', fullName: `Reviewer ${i}` });
      const agentA = await signIn(a, built);
      const job = await completeJobBetween(a, { built, agent: agentA }, freelancer);
      assert.equal((await submitReview(freelancerAgent, job.id)).statusCode, 201);
      clients.push({ built, job, agent: i % 2 === 0 ? agentA : await signIn(b, built) });
    }
    // Each second review publishes its window and recounts the same freelancer's rating.
    const responses = await Promise.all(
      clients.map(({ agent, job }, i) => submitReview(agent, job.id, reviewInput({ overall: 1 + (i % 5) }))),
    );
    assert.deepEqual(responses.map((response) => response.statusCode), clients.map(() => 201));
    const expectedTotal = clients.reduce((sum, _client, i) => sum + 1 + (i % 5), 0);
    assert.deepEqual(await ratingColumns(a, freelancer.user.id), { count: clients.length, total: expectedTotal });
    for (const { job, built } of clients) {
      assert.ok((await reviewRows(a, job.id)).every((review) => review.publishedAt !== null));
      assert.deepEqual(await ratingColumns(a, built.user.id), { count: 1, total: 5 });
    }
  });

  it('publishes each closed review window exactly once when both processes run the deadline at the same moment', async () => {
    const lone = [];
    for (let i = 0; i < 6; i += 1) {
      const built = await buildUser(a, { role: 'client', fullName: `Lone client ${i}` });
      const agent = await signIn(a, built);
      const freelancer = await buildUser(a, { role: 'freelancer', fullName: `Lone freelancer ${i}` });
      const job = await completeJobBetween(a, { built, agent }, freelancer);
      assert.equal((await submitReview(agent, job.id, reviewInput({ overall: 4 }))).statusCode, 201);
      lone.push({ job, freelancer });
    }
    clock.set(new Date((await windowRow(a, lone[lone.length - 1].job.id)).closesAt.getTime() + 60_000));

    await Promise.all([
      a.app.scheduler.publishDueReviews(),
      b.app.scheduler.publishDueReviews(),
      a.app.scheduler.publishDueReviews(),
      b.app.scheduler.publishDueReviews(),
    ]);
    for (const { job, freelancer } of lone) {
      assert.ok((await windowRow(a, job.id)).publishedAt, 'published');
      assert.deepEqual(await ratingColumns(a, freelancer.user.id), { count: 1, total: 4 });
      const told = (await notificationsOf(a, freelancer.user.id)).filter((n) => n.type === 'reviews_published');
      assert.equal(told.length, 1, 'told once');
    }
    assert.equal((await a.app.scheduler.publishDueReviews()) + (await b.app.scheduler.publishDueReviews()), 0);
  });
});
