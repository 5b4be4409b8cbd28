import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { freePort, waitForHealth } from '../../scripts/lib/server.mjs';
import { buildUser, jobInput, signIn, type BuiltUser } from './testing/factories';
import { HttpSession } from './testing/http-session';
import { buildPreviousRelease, missingHistory, previousRelease } from './testing/previous-release';
import { buildTestApp, type TestContext } from './testing/test-app';
import { vapidEnv } from './push/vapid-keys';

/**
 * Expand/contract, proved: the database is migrated by today's code, then the PREVIOUS release
 * (api/previous-release.json: its own sources, compiled by its own build script against today's
 * packages) runs on it in its own process beside today's app, as during a rolling upgrade (or after
 * rolling the API back), and its main reads and writes keep working: sign in, read jobs, post a
 * job, send and read a message; today's app reads what it wrote.
 */
const url = process.env.TEST_DATABASE_URL;
const release = previousRelease();
const missing = missingHistory(release.commit);
const cleanup: Array<() => unknown> = [];
after(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("the previous release on today's schema", { skip: !url ? 'TEST_DATABASE_URL not set' : false }, () => {
  let today: TestContext;
  let oldServer: { child: ChildProcess; baseUrl: string; output: string[] };
  let client: BuiltUser;
  let freelancer: BuiltUser;
  let todaysJobId: string;

  before(async () => {
    // A clean clone of main has the history; a shallow one must not pass silently on CI.
    if (missing && process.env.CI === 'true') throw new Error(missing);
    if (missing) return;
    const name = `previous_release_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanup.push(async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const databaseUrl = Object.assign(new URL(url as string), { pathname: `/${name}` }).toString();

    // The old build and today's migrations and data at the same time.
    const building = buildPreviousRelease(release.commit);
    // Removed even when a step below fails before the build is awaited.
    cleanup.push(async () => (await building.catch(() => undefined))?.remove());
    today = await buildTestApp({ config: { databaseUrl } });
    cleanup.push(() => today.close());
    client = await buildUser(today, { role: 'client' });
    freelancer = await buildUser(today, { role: 'freelancer' });
    const posted = await (
      await signIn(today, client)
    ).post('/api/v1/job/postJob', jobInput(today, { title: 'Posted by today' }));
    assert.equal(posted.statusCode, 201, posted.body);
    todaysJobId = posted.json().job._id;
    const built = await building;

    const port = await freePort();
    const output: string[] = [];
    const deployDir = path.join(built.root, 'deploy');
    mkdirSync(deployDir);
    const child = spawn(process.execPath, [built.serverEntry], {
      cwd: built.root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ...vapidEnv(),
        DATA_DIR: path.join(built.root, 'data'),
        DEPLOY_DIR: deployDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanup.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    });
    oldServer = { child, baseUrl: `http://127.0.0.1:${port}`, output };
    await waitForHealth(oldServer.baseUrl, { child, timeoutMs: 60_000 } as { timeoutMs: number }).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${output.join('')}`);
      },
    );
  });

  it("signs in, reads jobs, posts a job and sends a message, and today's app reads what it wrote", async (t) => {
    if (missing) return t.skip(missing);
    const failed = (what: string, response: { status: number; json: unknown }) =>
      `${what}: HTTP ${response.status} ${JSON.stringify(response.json)}\n--- the previous release's log ---\n${oldServer.output.join('')}`;

    const asClient = new HttpSession(oldServer.baseUrl);
    const login = await asClient.post('/api/v1/user/login', { email: client.email, password: client.password });
    assert.equal(login.status, 200, failed('sign in', login));

    const asFreelancer = new HttpSession(oldServer.baseUrl);
    assert.equal(
      (await asFreelancer.post('/api/v1/user/login', { email: freelancer.email, password: freelancer.password }))
        .status,
      200,
    );
    const jobs = await asFreelancer.get('/api/v1/job/getAllJobs?page=1&limit=10');
    assert.equal(jobs.status, 200, failed('read jobs', jobs));
    assert.ok(
      (jobs.json.jobs as Array<{ _id: string }>).some((job) => job._id === todaysJobId),
      "today's job is listed",
    );
    const todaysJob = await asFreelancer.get(`/api/v1/job/getJob/${todaysJobId}`);
    assert.equal(todaysJob.status, 200, failed('read a job', todaysJob));

    const posted = await asClient.post(
      '/api/v1/job/postJob',
      jobInput(today, { title: 'Posted by the previous release' }),
    );
    assert.equal(posted.status, 201, failed('post a job', posted));
    const oldJobId = (posted.json.job as { _id: string })._id;

    const sent = await asClient.post(`/api/v1/message/sendMessage/${freelancer.user.id}`, {
      message: 'Sent through the previous release',
      clientMessageId: crypto.randomUUID(),
    });
    assert.equal(sent.status, 200, failed('send a message', sent));
    const read = await asFreelancer.get(`/api/v1/message/getMessage/${client.user.id}`);
    assert.equal(read.status, 200, failed('read messages', read));
    assert.deepEqual(
      (read.json.message as Array<{ message: string }>).map((message) => message.message),
      ['Sent through the previous release'],
    );

    // Today's release, on the other machines, sees what the previous one wrote.
    const todaysFreelancer = await signIn(today, freelancer);
    const job = await todaysFreelancer.get(`/api/v1/job/getJob/${oldJobId}`);
    assert.equal(job.statusCode, 200, job.body);
    assert.equal(job.json().job.title, 'Posted by the previous release');
    const messages = await todaysFreelancer.get(`/api/v1/message/getMessage/${client.user.id}`);
    assert.deepEqual(
      messages.json().message.map((message: { message: string }) => message.message),
      ['Sent through the previous release'],
    );
  });
});
