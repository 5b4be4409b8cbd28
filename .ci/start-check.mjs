// CI's check of the README's first command on the machine's own Node (.ci/run runs `npm test` on the
// newest LTS): `npm start` on an empty data folder and deploy folder builds every app, starts the
// server with its demo data, and serves the home page, a visitor's page and the demo's open jobs.
// Then a SIGTERM to npm start's process group (what a terminal's Ctrl+C does with SIGINT) must end it
// cleanly: every process of the group gone, and the start script's last line saying the server
// exited 0. npm's own status cannot say so: signalled itself, npm ends by that signal whatever the
// server's status was.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/lib/paths.mjs';
import { freePort, waitForHealth } from '../scripts/lib/server.mjs';

/** A fresh build of six apps, then migrations and demo data, on a loaded 2-core machine. */
const START_TIMEOUT_MS = 10 * 60_000;

const scratch = await mkdtemp(path.join(tmpdir(), 'freelane-start-check-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const npmStart = spawn('npm', ['start'], {
  cwd: REPO_ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    DEPLOY_DIR: path.join(scratch, 'deploy'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let log = '';
npmStart.stdout.on('data', (chunk) => (log += chunk));
npmStart.stderr.on('data', (chunk) => (log += chunk));
const exited = new Promise((resolve) => npmStart.once('exit', (code, signal) => resolve({ code, signal })));
// The pipes close when the last process holding them has exited: npm, the start script and the
// server. npm itself may end before the server has drained.
const closed = Promise.all(
  [npmStart.stdout, npmStart.stderr].map((stream) => new Promise((resolve) => stream.once('close', resolve))),
);
/** The start script's last words (scripts/start.mjs). */
const STOPPED = /^Freelane stopped \(([^)]*)\): exit (\d+)$/m;

async function expectPage(pathname, check, what) {
  const response = await fetch(`${baseUrl}${pathname}`);
  const body = await response.text();
  if (response.status !== 200 || !check(body)) {
    throw new Error(`GET ${pathname}: HTTP ${response.status}, expected ${what}; got ${body.slice(0, 300)}`);
  }
  console.log(`GET ${pathname}: 200, ${what}`);
}

let failure;
try {
  console.log(`node ${process.version}: npm start on port ${port} (empty data and deploy folders)`);
  await waitForHealth(baseUrl, { child: npmStart, timeoutMs: START_TIMEOUT_MS });
  await expectPage('/', (html) => html.includes('<title>') && html.includes('Freelane'), 'the home page');
  await expectPage('/blog', (html) => html.includes('id="root"'), 'the blog page');
  await expectPage(
    '/api/v1/job/newAllJobs',
    (json) => (JSON.parse(json).jobs ?? []).length > 0,
    'the demo data’s open jobs',
  );
} catch (error) {
  failure = error;
} finally {
  // The whole group: npm, scripts/start.mjs and the server it runs.
  const signalGroup = (signal) => {
    try {
      process.kill(-npmStart.pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 20_000);
  const { code, signal } = await exited;
  // The server has a process group of its own (the start script relays the signal to it).
  const allGone = await Promise.race([
    closed.then(() => true),
    new Promise((resolve) => setTimeout(resolve, 30_000, false)),
  ]);
  clearTimeout(timer);
  const stopped = STOPPED.exec(log);
  if (failure) {
    // the first failure is the one to report
  } else if (code !== 0 && signal !== 'SIGTERM') {
    failure = new Error(`npm start ended with ${code ?? signal}`);
  } else if (!allGone) {
    failure = new Error('a process of npm start was still running 30 s after the SIGTERM');
  } else if (!stopped) {
    failure = new Error('npm start ended without its "Freelane stopped" line: the server did not stop by itself');
  } else if (stopped[1] !== 'server exit code 0' || stopped[2] !== '0') {
    failure = new Error(`the server did not stop cleanly (${stopped[1]})`);
  }
  await rm(scratch, { recursive: true, force: true });
}
if (failure) {
  console.error(`start check failed: ${failure.message}\n--- npm start's output ---\n${log.slice(-8000)}`);
  process.exit(1);
}
console.log(`npm start: built, served and stopped cleanly (${STOPPED.exec(log)[1]})`);
