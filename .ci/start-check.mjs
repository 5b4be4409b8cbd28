// CI's check of the README's first command on the machine's own Node (.ci/run runs `npm test` on the
// newest LTS): `npm start` on an empty data folder and deploy folder builds every app, starts the
// server with its demo data, and serves the home page, a visitor's page and the demo's open jobs.
// Then a SIGTERM to npm start's process group (what a terminal's Ctrl+C does with SIGINT) must end it cleanly.
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
  clearTimeout(timer);
  if (!failure && code !== 0 && signal !== 'SIGTERM') failure = new Error(`npm start ended with ${code ?? signal}`);
  await rm(scratch, { recursive: true, force: true });
}
if (failure) {
  console.error(`start check failed: ${failure.message}\n--- npm start's output ---\n${log.slice(-8000)}`);
  process.exit(1);
}
console.log('npm start: built, served and stopped cleanly');
