import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { wipePostgres } from '../testing/two-processes';
import { JOB_QUEUE_SCHEMA, scheduledRun, scheduledRunId } from './scheduler';

// Runs only against a real PostgreSQL (the API test runner starts a throwaway one). Two app
// instances stand in for two API machines, each with the job queue running as in production, with
// short timings: every task due every 2 s, due runs filed every quarter second, idle workers asking
// every half second, retries after 1 s.
const url = process.env.TEST_DATABASE_URL;
const DUE_EVERY_MS = 2000;
const jobQueue = { dueEveryMs: DUE_EVERY_MS, fileEveryMs: 250, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
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
const rowsOf = async <T>(query: string) => ((await a.app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const sample = async (ctx: TestContext, line: string) => {
  const text = (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found ? Number(found.slice(found.lastIndexOf(' ') + 1)) : 0;
};

describe(
  'scheduled work once per due time for the cluster (PostgreSQL job queue)',
  { skip: url ? false : 'TEST_DATABASE_URL not set' },
  () => {
    /** Each run of the stand-in task: which instance, for which due time. */
    const runs: { by: string; dueAt: string }[] = [];
    let mailAttempts = 0;

    /** An app instance (an API process) with stand-ins for three tasks, replaced before the queue starts (onReady). */
    const build = (by: string) =>
      buildTestApp({
        config: { databaseUrl: url },
        scheduling: 'on',
        jobQueue,
        extend: (app) => {
          app.scheduler.escalateOverdueDisputes = async () => {
            runs.push({ by, dueAt: scheduledRun.getStore()?.dueAt ?? 'none' });
            return 0;
          };
          // Fails once (its first run), then works: the failure is retried.
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
    const twice = () => {
      const counts = new Map<string, string[]>();
      for (const run of runs) counts.set(run.dueAt, [...(counts.get(run.dueAt) ?? []), run.by]);
      return [...counts].filter(([, by]) => by.length > 1);
    };

    before(async () => {
      await wipePostgres(url as string);
      [a, b] = await Promise.all([build('a'), build('b')]);
    });
    after(async () => {
      await a?.close();
      await b?.close();
    });

    it('runs a task once per due time across both processes, retries a failure and records every run', async () => {
      await until('three due times ran', () => new Set(runs.map((run) => run.dueAt)).size >= 3, 20_000);
      assert.deepEqual(twice(), [], 'no due time ran twice');
      assert.ok(!runs.some((run) => run.dueAt === 'none'), 'each run knows its due time');

      // The failure, retried after a second: one job, completed on its second try, in the record.
      // Waited for on the job's own row: on a busy machine the next due time's job can run before
      // the retry, so a second call of the task does not say the first job was retried.
      const firstMailJob = async () =>
        (
          await rowsOf<{ state: string; retry_count: number }>(
            `select state, retry_count from ${JOB_QUEUE_SCHEMA}.job where name = 'mailUnreadMessages' order by created_on limit 1`,
          )
        )[0];
      await until(
        'the mail task succeeded on its retry',
        async () => (await firstMailJob())?.state === 'completed',
        20_000,
      );
      assert.ok(mailAttempts >= 2);
      assert.deepEqual(await firstMailJob(), { state: 'completed', retry_count: 1 });

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

    it('runs each due time once while the processes restart, one after the other and both at once', async () => {
      const before = runs.length;
      const restart = async (ctx: TestContext, by: string) => {
        await ctx.close();
        return build(by);
      };
      a = await restart(a, 'a2');
      await sleep(DUE_EVERY_MS);
      b = await restart(b, 'b2');
      await sleep(DUE_EVERY_MS);
      [a, b] = await Promise.all([restart(a, 'a3'), restart(b, 'b3')]);
      await sleep(2 * DUE_EVERY_MS);
      const restarted = runs.slice(before);
      assert.ok(
        restarted.some((run) => run.by === 'a3' || run.by === 'b3'),
        `the restarted processes ran tasks: ${JSON.stringify(restarted)}`,
      );
      assert.deepEqual(twice(), [], `no due time ran twice: ${JSON.stringify(runs)}`);
      // Both processes (and each restart) filed every due time: the queue holds one job for each.
      const doubled = await rowsOf<{ due: string }>(
        `select data->>'dueAt' as due from ${JOB_QUEUE_SCHEMA}.job where name = 'escalateOverdueDisputes' group by 1 having count(*) > 1`,
      );
      assert.deepEqual(doubled, []);
      const dueTimes = new Set(runs.map((run) => run.dueAt));
      console.log(
        `${runs.length} runs of ${dueTimes.size} due times, ${restarted.length} across the restarts, none twice`,
      );
    });

    it('files nothing when a due time that ran is filed again (as a retried forwarding did under pg-boss cron)', async () => {
      const ran = runs[0]!;
      const again = new PgBoss({
        connectionString: url,
        schema: JOB_QUEUE_SCHEMA,
        schedule: false,
        supervise: false,
        max: 1,
      });
      again.on('error', () => undefined);
      await again.start();
      try {
        const dueAt = Date.parse(ran.dueAt);
        const id = await again.send(
          'escalateOverdueDisputes',
          { dueAt: ran.dueAt },
          { id: scheduledRunId('escalateOverdueDisputes', dueAt) },
        );
        assert.equal(id, null, 'the job table refuses a second job for that due time');
      } finally {
        await again.stop({ graceful: false });
      }
      await sleep(2 * DUE_EVERY_MS);
      assert.equal(runs.filter((run) => run.dueAt === ran.dueAt).length, 1);
    });

    it('is ready on PostgreSQL with its LISTEN connection up', async () => {
      const ready = await a.app.inject({ url: '/api/v1/health/ready' });
      assert.equal(ready.statusCode, 200, ready.body);
      assert.deepEqual(ready.json().checks, { database: 'ok', storage: 'ok', listen: 'ok' });
    });
  },
);
