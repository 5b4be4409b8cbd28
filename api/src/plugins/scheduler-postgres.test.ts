import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import { FakeClock } from '../testing/fake-clock';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { buildHiredJob, jobRow, notificationsOf, projectsOf, submitWork, zipPart, type HiredJob } from '../testing/work-fixtures';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api
// (the database is wiped). Two app instances stand in for two API processes racing the same rule.
const url = process.env.TEST_DATABASE_URL;
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let a: TestContext;
let b: TestContext;

describe('auto-complete with several API processes on one PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    const wipe = await buildTestApp({ config: { databaseUrl: url } });
    await wipe.app.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
    await wipe.close();
    a = await buildTestApp({ config: { databaseUrl: url }, clock });
    b = await buildTestApp({ config: { databaseUrl: url }, clock });
    b.emails = a.emails;
    b.secrets = a.secrets;
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
});
