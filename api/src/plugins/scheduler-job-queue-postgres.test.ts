import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { wipePostgres } from '../testing/two-processes';
import { JOB_QUEUE_SCHEMA } from './scheduler';

// Runs only against a real PostgreSQL (the API test runner starts a throwaway one). Two app
// instances stand in for two API machines, each with the job queue running as in production, with
// short timings: due schedules found every second, idle workers asking every half second.
const url = process.env.TEST_DATABASE_URL;
const jobQueue = { cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
let a: TestContext;
let b: TestContext;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await done())) {
    assert.ok(Date.now() - started < timeoutMs, `${what} (waited ${timeoutMs} ms)`);
    await sleep(100);
  }
}
const rowsOf = async <T>(query: string) =>
  ((await a.app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const sample = async (ctx: TestContext, line: string) => {
  const text = (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found ? Number(found.slice(found.lastIndexOf(' ') + 1)) : 0;
};

describe('scheduled work once per cluster (pg-boss on PostgreSQL)', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  /** Which instance ran a task, at what wall-clock minute. */
  const runs: { task: string; by: 'a' | 'b'; minute: number }[] = [];
  let mailAttempts = 0;

  before(async () => {
    await wipePostgres(url as string);
    const build = async (by: 'a' | 'b') => {
      const ctx = await buildTestApp({
        config: { databaseUrl: url },
        scheduling: 'on',
        jobQueue,
        // Stand-ins replace three tasks before the queue starts (onReady): what ran where, a task
        // that fails once, and one that always fails.
        extend: (app) => {
          app.scheduler.escalateOverdueDisputes = async () => {
            runs.push({ task: 'escalateOverdueDisputes', by, minute: Math.floor(Date.now() / 60_000) });
            return 0;
          };
          app.scheduler.mailUnreadMessages = async () => {
            mailAttempts += 1;
            if (mailAttempts === 1) throw new Error('mail run broke once');
            return 0;
          };
          app.scheduler.remindReviews = async () => {
            throw new Error('reminders are broken');
          };
        },
      });
      return ctx;
    };
    [a, b] = await Promise.all([build('a'), build('b')]);
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('runs a task once per due minute across both processes, retries a failure and records every run', async () => {
    // The first due minute after both started, then 12 s more: no second run of that minute anywhere.
    await until('a due minute came and its run happened', () => runs.length > 0, 75_000);
    const firstMinute = runs[0].minute;
    await sleep(Math.max(0, (firstMinute + 1) * 60_000 - Date.now() - 1000));
    await sleep(1000);
    const ofFirstMinute = runs.filter((run) => run.minute === firstMinute);
    assert.equal(ofFirstMinute.length, 1, `runs in that minute: ${JSON.stringify(ofFirstMinute)}`);

    // The failure, retried after a second: one job, completed on its second try, in the record.
    await until('the mail task succeeded on its retry', () => mailAttempts >= 2, 20_000);
    const [mailJob] = await rowsOf<{ state: string; retry_count: number }>(
      `select state, retry_count from ${JOB_QUEUE_SCHEMA}.job where name = 'mailUnreadMessages' order by created_on limit 1`,
    );
    assert.deepEqual(mailJob, { state: 'completed', retry_count: 1 });

    // A task that keeps failing: retried three times, then recorded as failed with its error.
    type FailedJob = { state: string; retry_count: number; output: { message?: string } };
    let failed: FailedJob | undefined;
    await until(
      'the broken task was given up on after its retries',
      async () => {
        [failed] = await rowsOf<FailedJob>(
          `select state, retry_count, output from ${JOB_QUEUE_SCHEMA}.job where name = 'remindReviews' order by created_on limit 1`,
        );
        return failed?.state === 'failed';
      },
      40_000,
    );
    assert.equal(failed?.retry_count, 3);
    assert.match(failed?.output.message ?? '', /reminders are broken/);

    // The same counted in /metrics, summed over both processes.
    const both = async (line: string) => (await sample(a, line)) + (await sample(b, line));
    assert.equal(await both('freelane_scheduled_runs_total{task="mailUnreadMessages",outcome="failed"}'), 1);
    assert.ok((await both('freelane_scheduled_runs_total{task="mailUnreadMessages",outcome="ok"}')) >= 1);
    assert.ok((await both('freelane_scheduled_runs_total{task="remindReviews",outcome="failed"}')) >= 4);
  });

  it('is ready on PostgreSQL with its LISTEN connection up', async () => {
    const ready = await a.app.inject({ url: '/api/v1/health/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.deepEqual(ready.json().checks, { database: 'ok', listen: 'ok' });
  });
});
