import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import { FakeClock } from '../testing/fake-clock';
import { buildTestApp, type TestContext } from '../testing/test-app';
import {
  acceptWork,
  buildHiredJob,
  incompleteWork,
  jobRow,
  notificationsOf,
  projectsOf,
  reviewWork,
  submitWork,
  zipPart,
} from '../testing/work-fixtures';
import { SCHEDULER_INTERVAL_MS } from './scheduler';

// An app of its own: every paused job here is one this file put there.
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

describe('scheduler: auto-complete after the review period', () => {
  it('completes an overdue paused job exactly once, even when two runs race, and leaves a future deadline alone', async () => {
    const overdue = await buildHiredJob(ctx, { title: 'Overdue review' });
    assert.equal((await submitWork(overdue.freelancerAgent, overdue.job.id, zipPart())).statusCode, 200);
    clock.advance({ days: 2 });
    const pending = await buildHiredJob(ctx, { title: 'Still in review' });
    assert.equal((await submitWork(pending.freelancerAgent, pending.job.id, zipPart())).statusCode, 200);

    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 - 2 * 24 * 60 });
    // 5 days + 1 minute after the first submission, 3 days + 1 minute after the second.
    const runs = await Promise.all([ctx.app.scheduler.completeOverdueReviews(), ctx.app.scheduler.completeOverdueReviews()]);
    assert.equal(runs[0] + runs[1], 1, `completed ${runs.join('+')} times`);
    await ctx.app.scheduler.completeOverdueReviews();

    const done = await jobRow(ctx, overdue.job.id);
    assert.equal(done.status, 'completed');
    assert.equal(done.completedAt?.toISOString(), clock.now().toISOString());
    assert.equal(await projectsOf(ctx, overdue.freelancer.user.id), 1, 'credited exactly once');
    for (const party of [overdue.freelancer, overdue.client]) {
      const auto = (await notificationsOf(ctx, party.user.id)).filter((n) => n.type === 'work_auto_completed');
      assert.equal(auto.length, 1, `one notification for ${party.user.fullName}`);
      assert.equal(auto[0].category, 'Payments');
      assert.match(auto[0].message, /"Overdue review"/);
    }

    assert.equal((await jobRow(ctx, pending.job.id)).status, 'paused');
    assert.equal(await projectsOf(ctx, pending.freelancer.user.id), 0);

    // The client is too late to act on the auto-completed job.
    const late = await incompleteWork(overdue.clientAgent, overdue.job.id);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'This job is already completed.');
  });

  it('applies the rule on read: an action after the deadline finds the job completed', async () => {
    const { job, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });
    const review = await reviewWork(clientAgent, job.id);
    assert.equal(review.statusCode, 409);
    assert.equal(review.json().message, 'This job is already completed.');
    assert.equal((await jobRow(ctx, job.id)).status, 'completed');
    assert.equal(await projectsOf(ctx, freelancer.user.id), 1);
  });

  it('does not touch a paused job one minute before its deadline', async () => {
    const { job, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: -1 });
    await ctx.app.scheduler.completeOverdueReviews();
    assert.equal((await jobRow(ctx, job.id)).status, 'paused');
    assert.equal((await acceptWork(clientAgent, job.id)).statusCode, 200, 'the client can still act');
  });
});

describe('scheduler timer', () => {
  it('runs the rule every 60 s after the app is ready, and stops when the app closes', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const timerClock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
    const own = await buildTestApp({ clock: timerClock });
    let closed = false;
    try {
      const { job, freelancerAgent } = await buildHiredJob(own);
      assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
      timerClock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });
      assert.equal((await jobRow(own, job.id)).status, 'paused', 'nothing happens between ticks');

      mock.timers.tick(SCHEDULER_INTERVAL_MS);
      const started = Date.now();
      while ((await jobRow(own, job.id)).status !== 'completed') {
        assert.ok(Date.now() - started < 5000, 'the timer run completed the job');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      await own.close();
      closed = true;
      // A tick after close would query a closed database and log an error; nothing runs.
      mock.timers.tick(SCHEDULER_INTERVAL_MS * 3);
    } finally {
      if (!closed) await own.close();
      mock.timers.reset();
    }
  });
});
