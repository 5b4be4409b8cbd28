import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import { FakeClock } from '../testing/fake-clock';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { buildCompletedJob, reviewRows, windowRow, writeReview } from '../testing/review-fixtures';
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

/** One sample of /metrics by its exact series (`name{label="…",…}`), 0 when absent. */
async function sample(own: TestContext, series: string): Promise<number> {
  const text = (await own.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('scheduler: auto-complete after the review period', () => {
  it('completes an overdue paused job exactly once, even when two runs race, and leaves a future deadline alone', async () => {
    const overdue = await buildHiredJob(ctx, { title: 'Overdue review' });
    assert.equal((await submitWork(overdue.freelancerAgent, overdue.job.id, zipPart())).statusCode, 200);
    clock.advance({ days: 2 });
    const pending = await buildHiredJob(ctx, { title: 'Still in review' });
    assert.equal((await submitWork(pending.freelancerAgent, pending.job.id, zipPart())).statusCode, 200);

    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 - 2 * 24 * 60 });
    // 5 days + 1 minute after the first submission, 3 days + 1 minute after the second.
    const runs = await Promise.all([
      ctx.app.scheduler.completeOverdueReviews(),
      ctx.app.scheduler.completeOverdueReviews(),
    ]);
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

describe('scheduler: the review tasks on the timer', () => {
  it('runs every task on each tick, and one failing task never stops the others', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const timerClock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
    const own = await buildTestApp({ clock: timerClock });
    const until = async (what: string, done: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await done())) {
        assert.ok(Date.now() - started < 5000, what);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const realPublishDue = own.app.repos.reviews.publishDue;
    try {
      // Due at the tick: a lone review to publish, a reminder to send, a paused job to complete.
      const lone = await buildCompletedJob(own, 'Lone review');
      await writeReview(lone.clientAgent, lone.job.id);
      timerClock.advance({ days: 1 });
      const reminded = await buildCompletedJob(own, 'Reminded');
      timerClock.advance({ days: 8 });
      const overdue = await buildHiredJob(own);
      assert.equal((await submitWork(overdue.freelancerAgent, overdue.job.id, zipPart())).statusCode, 200);
      timerClock.set(new Date((await windowRow(own, lone.job.id)).closesAt.getTime() + 60_000));

      let escalationRuns = 0;
      own.app.repos.disputes.escalateOverdue = async () => {
        escalationRuns += 1;
        return [];
      };
      own.app.repos.reviews.publishDue = async () => {
        throw new Error('publication down');
      };
      // The start's own run (onReady) has succeeded for every task by now.
      const successAt = (task: string) =>
        sample(own, `freelane_scheduled_last_success_timestamp_seconds{task="${task}"}`);
      await until(
        'the start ran every task',
        async () => (await successAt('publishDueReviews')) > 0 && (await successAt('escalateOverdueDisputes')) > 0,
      );
      const publishedBefore = await successAt('publishDueReviews');
      const escalatedBefore = await successAt('escalateOverdueDisputes');
      await new Promise((resolve) => setTimeout(resolve, 5)); // a later success has a later time
      mock.timers.tick(SCHEDULER_INTERVAL_MS);
      await until('the dispute task ran after the failing one', async () => escalationRuns === 1);
      // What the "missing runs" alert reads: a failing task's last success stands still, the others' move on.
      await until('the tick is recorded', async () => (await successAt('escalateOverdueDisputes')) > escalatedBefore);
      assert.equal(await successAt('publishDueReviews'), publishedBefore);
      assert.equal(await sample(own, 'freelane_scheduled_runs_total{task="publishDueReviews",outcome="failed"}'), 1);
      assert.equal(await sample(own, 'freelane_scheduled_interval_seconds{task="publishDueReviews"}'), 60);
      assert.equal(await sample(own, 'freelane_scheduled_interval_seconds{task="openMissingReviewWindows"}'), 3600);
      assert.ok(
        (await sample(own, 'freelane_job_queue_lag_seconds_count{task="escalateOverdueDisputes"}')) >= 2,
        'each run records its wait',
      );
      assert.equal((await jobRow(own, overdue.job.id)).status, 'completed');
      assert.ok(await windowRow(own, overdue.job.id), 'the auto-completed job has its window');
      const reminders = (await notificationsOf(own, reminded.client.user.id)).filter(
        (n) => n.type === 'review_reminder',
      );
      assert.equal(reminders.length, 1, 'the reminder went out although the publication failed');
      assert.equal((await windowRow(own, lone.job.id)).publishedAt, null);

      own.app.repos.reviews.publishDue = realPublishDue;
      mock.timers.tick(SCHEDULER_INTERVAL_MS);
      await until('the next tick publishes', async () => (await windowRow(own, lone.job.id)).publishedAt !== null);
      assert.ok((await reviewRows(own, lone.job.id)).every((review) => review.publishedAt !== null));
      await until('the dispute task ran on the next tick too', async () => escalationRuns === 2);
    } finally {
      own.app.repos.reviews.publishDue = realPublishDue;
      await own.close();
      mock.timers.reset();
    }
  });
});
