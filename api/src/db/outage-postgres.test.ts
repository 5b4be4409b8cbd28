import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { SESSION_COOKIE_NAME } from '@freelane/shared/contracts';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { UNAVAILABLE_RETRY_AFTER_S } from '../plugins/error-handler';
import { scheduledRun } from '../plugins/scheduler';
import { LISTEN_APPLICATION_NAME } from '../realtime/listen-connection';
import type { Agent } from '../testing/agent';
import { buildUser, jobInput, signIn } from '../testing/factories';
import { listenOn, sleep } from '../testing/tabs';
import type { TestContext } from '../testing/test-app';
import { twoProcesses } from '../testing/two-processes';

// PostgreSQL failing under two API processes (issue 32): connections cut, the server stopped and
// started again. A server of this file's own (never the runner's shared one), since it is stopped.
const enabled = Boolean(process.env.TEST_DATABASE_URL);
let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let a: TestContext;
let b: TestContext;

/** Runs one statement as an administrator, on a connection of its own. */
async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server!.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Asks until `ok` holds; resolves to how long that took. */
async function within(what: string, limitMs: number, ok: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await ok())) {
    assert.ok(Date.now() - started < limitMs, `${what} within ${limitMs} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

/** Opens a socket with the agent's session: resolves to 'connected' or the refusal's data.code (or message). */
async function socketAnswer(base: string, agent: Agent): Promise<string> {
  const socket = connectSocket(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `${SESSION_COOKIE_NAME}=${agent.cookies.get(SESSION_COOKIE_NAME)}` },
  });
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
        resolve(error.data?.code ?? error.message),
      );
    });
  } finally {
    socket.disconnect();
  }
}

const ready = async (ctx: TestContext) => (await ctx.app.inject({ url: '/api/v1/health/ready' })).statusCode === 200;

/** One process tells the other something over the socket adapter (LISTEN/NOTIFY) and it arrives. */
async function eventCrosses(from: TestContext, to: TestContext, heard: unknown[], what: string) {
  const token = `${what}-${Date.now()}`;
  await within(`${what}: an event from one process reaches the other`, 5000, async () => {
    await from.app.realtime.tellPeers('test:hello', token);
    return heard.includes(token);
  });
}

describe('a PostgreSQL outage under two API processes', { skip: enabled ? false : 'TEST_DATABASE_URL not set' }, () => {
  const heardByA: unknown[] = [];
  /** The due times the stand-in scheduled task ran for, on either process. */
  const scheduledRuns: number[] = [];
  const heardByB: unknown[] = [];
  let ownerOnA: Agent;
  let finderOnB: Agent;
  let baseA: string;

  before(async () => {
    server = await startThrowawayPostgres();
    assert.ok(server, 'PostgreSQL is installed');
    // The job queue runs as in production, every task due each second, one of them a stand-in
    // that records the due times it ran for.
    [a, b] = await twoProcesses(server.url, {
      scheduling: 'on',
      jobQueue: { dueEveryMs: 1000, fileEveryMs: 250, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      extend: (app) => {
        app.scheduler.escalateOverdueDisputes = async () => {
          scheduledRuns.push(Date.parse(scheduledRun.getStore()?.dueAt ?? ''));
          return 0;
        };
      },
    });
    a.app.realtime.onPeerEvent('test:hello', (payload) => heardByA.push(payload));
    b.app.realtime.onPeerEvent('test:hello', (payload) => heardByB.push(payload));
    const owner = await buildUser(a, { role: 'client' });
    const finder = await buildUser(a, { role: 'freelancer' });
    ownerOnA = await signIn(a, owner);
    finderOnB = await signIn(b, finder);
    await within('both processes ready', 5000, async () => (await ready(a)) && (await ready(b)));
    baseA = await listenOn(a);
  });
  after(async () => {
    await a?.close();
    await b?.close();
    server?.stop();
  });

  it('keeps running when every connection is cut (pg_terminate_backend), and LISTEN comes back', async () => {
    const [{ cut }] = await admin<{ cut: string }>(
      'select count(pg_terminate_backend(pid)) as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    assert.ok(Number(cut) >= 4, `the pools' and both LISTEN connections were cut (${cut})`);
    // Reaching this line at all is the first half: an 'error' nobody heard used to end the process.
    const recovered = await within('a signed-in request answers again', 5000, async () => {
      const [onA, onB] = await Promise.all([
        ownerOnA.get('/api/v1/user/profile'),
        finderOnB.get('/api/v1/user/profile'),
      ]);
      return onA.statusCode === 200 && onB.statusCode === 200;
    });
    const listening = await within(
      'both ready, LISTEN included',
      5000,
      async () => (await ready(a)) && (await ready(b)),
    );
    console.log(
      `after pg_terminate_backend: requests answered after ${recovered} ms, both ready after ${recovered + listening} ms`,
    );
    await eventCrosses(a, b, heardByB, 'a to b');
    await eventCrosses(b, a, heardByA, 'b to a');
  });

  it('answers 503 fast while PostgreSQL is down and everything within 5 s of its return', async () => {
    server!.stopServer('fast');
    try {
      let started = Date.now();
      const readiness = await a.app.inject({ url: '/api/v1/health/ready' });
      const readyMs = Date.now() - started;
      assert.equal(readiness.statusCode, 503);
      assert.notEqual(readiness.json().checks.database, 'ok');
      assert.ok(readyMs < 2000, `/ready answered in ${readyMs} ms`);

      for (const [name, request] of [
        ['a signed-in read', () => ownerOnA.get('/api/v1/user/profile')],
        [
          'a write',
          () => ownerOnA.post('/api/v1/job/postJob', jobInput(a, { title: 'Posted while the database is down' })),
        ],
        ['a public read', () => finderOnB.get('/api/v1/job/getAllJobs')],
      ] as const) {
        started = Date.now();
        const response = await request();
        const elapsed = Date.now() - started;
        assert.equal(response.statusCode, 503, `${name}: ${response.body}`);
        assert.equal(response.json().code, 'SERVICE_UNAVAILABLE', name);
        assert.equal(response.headers['retry-after'], String(UNAVAILABLE_RETRY_AFTER_S), name);
        assert.ok(elapsed < 5000, `${name} failed in ${elapsed} ms`);
        console.log(`while PostgreSQL is down: ${name} answered 503 in ${elapsed} ms; /ready 503 in ${readyMs} ms`);
      }
      assert.equal((await b.app.inject({ url: '/api/v1/health/live' })).statusCode, 200, 'live: nothing to restart');
      // A socket is refused as "try again", never as signed out (the browser retries it).
      assert.equal(await socketAnswer(baseA, ownerOnA), 'SERVICE_UNAVAILABLE');
      await sleep(1500); // down a while: the LISTEN connections retry meanwhile
    } finally {
      server!.startServer();
    }
    const back = await within('every request answers again', 5000, async () => {
      const responses = await Promise.all([
        a.app.inject({ url: '/api/v1/health/ready' }),
        b.app.inject({ url: '/api/v1/health/ready' }),
        ownerOnA.get('/api/v1/user/profile'),
        finderOnB.get('/api/v1/job/getAllJobs'),
      ]);
      return responses.every((response) => response.statusCode === 200);
    });
    console.log(`PostgreSQL back: everything answered within ${back} ms`);
    assert.equal(await socketAnswer(baseA, ownerOnA), 'connected');
    const posted = await ownerOnA.post('/api/v1/job/postJob', jobInput(a, { title: 'Posted after the outage' }));
    assert.equal(posted.statusCode, 201, posted.body);
    await eventCrosses(a, b, heardByB, 'after the restart, a to b');
    await eventCrosses(b, a, heardByA, 'after the restart, b to a');
    // The job queue came back too: a due time after the restart ran, and no due time twice.
    const restartedAt = Date.now() - back;
    await within('a scheduled run after the restart', 10_000, async () =>
      scheduledRuns.some((due) => due > restartedAt),
    );
    assert.equal(new Set(scheduledRuns).size, scheduledRuns.length, 'no due time ran twice');
  });

  it('reads nothing stale after LISTEN was lost: the cache starts afresh when it is back', async () => {
    const titles = async () =>
      ((await finderOnB.get('/api/v1/job/getAllJobs?search=Unheard')).json().jobs as { title: string }[]).map(
        (job) => job.title,
      );
    assert.deepEqual(await titles(), [], 'read (and cached) on b');
    assert.deepEqual(await titles(), [], 'from the cache');
    const [{ cut }] = await admin<{ cut: string }>(
      `select count(pg_terminate_backend(pid)) as cut from pg_stat_activity where application_name = '${LISTEN_APPLICATION_NAME}'`,
    );
    assert.equal(Number(cut), 2, 'both LISTEN connections cut');
    // Written through a while neither hears the other: b never gets this invalidation.
    const posted = await ownerOnA.post('/api/v1/job/postJob', jobInput(a, { title: 'Unheard-of job' }));
    assert.equal(posted.statusCode, 201, posted.body);
    await within('b listens again', 5000, () => ready(b));
    assert.deepEqual(await titles(), ['Unheard-of job']);
  });
});
