// RUNS ALONE: starts the real server as a child process and times its drain (api/scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it, type TestContext } from 'node:test';
import { pathToFileURL } from 'node:url';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@freelane/shared/contracts';
import { freePort, SERVER_ENTRY, startServer, waitForHealth } from '../../scripts/lib/server.mjs';
import { REPO_ROOT } from './paths';

/**
 * Drain on SIGTERM (issue 32), on the real compiled server in a process of its own (embedded
 * database): readiness answers 503 from the signal on while everything else is served for
 * SHUTDOWN_DELAY_S (short here), then the listener closes, the request in flight is still answered
 * and the process exits 0. And a server that npm start's supervisor started stops by itself when
 * that supervisor is killed outright, rather than serving on as an orphan.
 */
const DELAY_S = 1;
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `freelane-${name}-`));
  folders.push(dir);
  return dir;
};
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = tempDir('drain-data');
const deployDir = tempDir('drain-deploy');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** Running, and not a zombie (exited, left unreaped by an init that does not reap). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * A sign-in whose headers arrive now and whose body arrives when `finish()` is called: in flight
 * for as long as the test wants. Resolves to the status the server answered with.
 */
async function requestInFlight(baseUrl: string, port: number) {
  const token = (await fetch(`${baseUrl}/api/v1/health`)).headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${CSRF_COOKIE_NAME}=`))!
    .slice(CSRF_COOKIE_NAME.length + 1);
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-at-all' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/v1/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${CSRF_COOKIE_NAME}=${token}\r\n` +
      `${CSRF_HEADER_NAME}: ${token}\r\n\r\n`,
  );
  let answer = '';
  const status = new Promise<number | 'reset'>((resolve) => {
    socket.on('data', (chunk) => {
      answer += String(chunk);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) resolve(Number(match[1]));
    });
    socket.once('close', () => resolve('reset'));
  });
  // write, not end: a half-closed connection reads to Node as a client that went away.
  return { finish: () => socket.write(body), status };
}

/** An operator's probe reads why (draining); a stranger's gets only up / down. */
const OPERATOR_TOKEN = 'graceful-shutdown-operator-token';
const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` };
/** Readiness says 503 by then (the issue: "at once", i.e. before a balancer's next probe). */
const READY_503_WITHIN_MS = 1000;

describe('SIGTERM drains', () => {
  it('answers readiness 503 at once, serves the rest for SHUTDOWN_DELAY_S, then stops accepting, finishes what is in flight and exits 0', async (t: TestContext) => {
    const port = await freePort();
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        DEPLOY_DIR: deployDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'error',
        SHUTDOWN_DELAY_S: String(DELAY_S),
        METRICS_TOKEN: OPERATOR_TOKEN,
      },
      port,
      stdio: 'ignore',
    });
    try {
      const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      const inFlight = await requestInFlight(server.baseUrl, port);

      const signalled = performance.now();
      process.kill(server.child.pid!, 'SIGTERM');
      // "At once": by the balancer's next probe. A probe sent in the same millisecond as the signal
      // may be answered before the process has run its handler (a busy machine delays both), so the
      // bound is the first probe answered 503 within READY_503_WITHIN_MS, and none 200 after it.
      let ready = await fetch(`${server.baseUrl}/api/v1/health/ready`, { headers: OPERATOR });
      while (ready.status !== 503 && performance.now() - signalled < READY_503_WITHIN_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ready = await fetch(`${server.baseUrl}/api/v1/health/ready`, { headers: OPERATOR });
      }
      const readyAfter = Math.round(performance.now() - signalled);
      assert.equal(ready.status, 503, `not ready within ${READY_503_WITHIN_MS} ms of the signal`);
      assert.equal(((await ready.json()) as { draining: boolean }).draining, true);

      const served = await fetch(`${server.baseUrl}/api/v1/public/config`);
      const servedAfter = Math.round(performance.now() - signalled);
      assert.equal(served.status, 200, 'everything else is still served while the balancer moves away');
      assert.equal(served.headers.get('connection'), 'close', 'and each connection closes after its answer');

      await until(() => refuses(port), 'the listener to close');
      const refusedAfter = Math.round(performance.now() - signalled);
      assert.ok(refusedAfter >= DELAY_S * 1000, `the listener closed ${refusedAfter} ms after SIGTERM`);

      inFlight.finish();
      const inFlightStatus = await inFlight.status;
      const exitCode = await exit;
      assert.equal(inFlightStatus, 401, 'the request in flight is answered (a wrong password), not cut');
      assert.equal(exitCode, 0, 'a clean exit');
      t.diagnostic(
        `SHUTDOWN_DELAY_S=${DELAY_S}: ready 503 after ${readyAfter} ms, a page served after ${servedAfter} ms, ` +
          `connections refused after ${refusedAfter} ms`,
      );
    } finally {
      await server.stop();
    }
  });

  it("stops by itself when npm start's supervisor is killed outright (no orphan left serving)", async () => {
    const port = await freePort();
    const logFile = path.join(tempDir('drain-log'), 'server.log');
    const log = openSync(logFile, 'w');
    const supervise = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', 'supervise.mjs')).href;
    const supervisor = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { superviseServer } from ${JSON.stringify(supervise)};
const child = superviseServer({ command: process.execPath, args: [${JSON.stringify(SERVER_ENTRY)}], onExit: (code) => process.exit(code ?? 1) });
console.log(JSON.stringify({ server: child.pid }));`,
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DEPLOY_DIR: deployDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', log, log],
        detached: true,
      },
    );
    closeSync(log);
    let serverPid: number | undefined;
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      serverPid = (
        JSON.parse(
          readFileSync(logFile, 'utf8')
            .split('\n')
            .find((line) => line.startsWith('{"server"'))!,
        ) as { server: number }
      ).server;

      process.kill(supervisor.pid!, 'SIGKILL');
      await until(() => !running(serverPid!), 'the server to stop');
      const lines = readFileSync(logFile, 'utf8');
      assert.match(lines, new RegExp(`the parent process ${supervisor.pid} is gone`));
      assert.match(lines, /no longer accepting connections/, 'it drained, as on SIGTERM');
      assert.equal(await refuses(port), true);
    } finally {
      for (const pid of [supervisor.pid, serverPid]) {
        try {
          if (pid) process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    }
  });
});
