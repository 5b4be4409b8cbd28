// npm start's process tree stops as a whole (issue 32): a service manager (Docker, supervisord,
// systemd) signals one PID, npm's. Real npm running the repository's own start script, the real
// supervisor (lib/supervise.mjs, what scripts/start.mjs runs), and a stand-in for the server that
// records what reaches it (the server's own side is api/src/graceful-shutdown.test.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SUPERVISE = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'supervise.mjs')).href;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The repository's own start script (`exec node scripts/start.mjs`): how npm runs it matters here. */
const START_SCRIPT = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts.start;
const folders = [];
/** Process groups to kill if a test failed half way (npm's, and each stand-in server's own). */
const groups = [];
after(() => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A package whose `npm start` is the repository's start script, with a scripts/start.mjs that runs
 * the supervisor over a stand-in server that logs what it gets.
 */
function project() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freelane-supervise-'));
  folders.push(dir);
  const log = path.join(dir, 'server.log');
  writeFileSync(log, '');
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'stand-in', private: true, scripts: { start: START_SCRIPT } }),
  );
  mkdirSync(path.join(dir, 'scripts'));
  writeFileSync(
    path.join(dir, 'scripts', 'start.mjs'),
    `import { superviseServer } from ${JSON.stringify(SUPERVISE)};
superviseServer({ command: process.execPath, args: ['server.mjs'], onExit: (code) => process.exit(code ?? 1) });
`,
  );
  writeFileSync(
    path.join(dir, 'server.mjs'),
    `import { appendFileSync } from 'node:fs';
const note = (entry) => appendFileSync(${JSON.stringify(log)}, JSON.stringify(entry) + '\\n');
note({ pid: process.pid, ppid: process.ppid, parentPid: process.env.FREELANE_PARENT_PID });
// Drains a moment, as the server does, so a second signal would be seen.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => { note({ signal }); setTimeout(() => process.exit(0), 300); });
setInterval(() => {}, 1000);
`,
  );
  return {
    dir,
    entries: () =>
      readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

async function until(condition, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function running(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
  // A zombie (exited, not yet reaped by an init that does not reap) is not running either.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('npm start stops with its own process', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL']) {
    it(`${signal} to npm's process alone stops the server (no orphan left serving)`, async () => {
      const { dir, entries } = project();
      // Its own process group, as under a service manager: the signal reaches npm's PID alone.
      const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore', detached: true });
      groups.push(npm.pid);
      const started = await until(() => entries().find((entry) => entry.pid), 'the server to start');
      groups.push(started.pid);
      assert.equal(Number(started.parentPid), started.ppid, 'the server is told who started it (FREELANE_PARENT_PID)');

      process.kill(npm.pid, signal);
      await until(() => !running(started.pid), 'the server to stop');
      const received = entries().find((entry) => entry.signal);
      assert.ok(received, 'the server was asked to stop (and drained), not killed');
      // Relayed as it came; npm killed outright leaves the supervisor re-parented: SIGTERM.
      assert.equal(received.signal, signal === 'SIGKILL' ? 'SIGTERM' : signal);
      await until(() => !running(started.ppid), 'the supervisor to exit after it');
    });
  }
});

describe('npm start stopped from a terminal', () => {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    it(`${signal} to npm's whole process group (Ctrl+C) reaches the server once, so it drains`, async () => {
      const { dir, entries } = project();
      const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: 'ignore', detached: true });
      groups.push(npm.pid);
      const started = await until(() => entries().find((entry) => entry.pid), 'the server to start');
      groups.push(started.pid);

      // What a terminal does: the signal to every process of the foreground group (npm and the
      // supervisor), and npm passes its own copy on to the supervisor.
      process.kill(-npm.pid, signal);
      await until(() => !running(started.pid), 'the server to stop');
      const received = entries().filter((entry) => entry.signal);
      assert.deepEqual(received, [{ signal }], 'one signal: a second one would cut the drain short');
    });
  }
});
