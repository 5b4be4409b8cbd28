// Starting the API server as a child process (npm start, the e2e setup and the bench share this).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.mjs';

/** The compiled server (api/scripts/build.mjs): production never runs TypeScript through tsx. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'dist', 'server.js');

/**
 * Compiles the API into api/dist (esbuild, well under a second). npm start, the e2e setup and the
 * bench call it every time, so they never run a build older than the source.
 */
export async function buildServer() {
  const { buildApi } = await import(pathToFileURL(path.join(REPO_ROOT, 'api', 'scripts', 'build.mjs')).href);
  await buildApi({ quiet: true });
}

/**
 * V8's young generation for the server, in MB per semi-space (V8's default is 16): a request's
 * garbage is short-lived, and with room to die young it is never copied to the old generation.
 * At 1,000 reads/s the API bench read 794–839 reads/s with the default and 1,000–1,015 with 128,
 * for about 50 MB more resident memory (docs/decisions.md, stop 58). The systemd unit sets the same
 * (ops/systemd/freelane.service).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=128'];

/** `node api/dist/server.js`: one process (no wrapper in between) so signals land once. */
export function serverCommand() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: build the API first (npm run build -w api)`);
  }
  return { command: process.execPath, args: [...SERVER_NODE_FLAGS, SERVER_ENTRY] };
}

/** Every port freePort has handed out in this process. */
const portsHandedOut = new Set();

/**
 * Asks the OS for a free loopback port, never one this process was given before: the OS can
 * hand the same ephemeral port to two probes in a row (each closed before the next), and two
 * listeners meant to be apart then land on one port (nginx merged the :80 and :443 servers of
 * its sample that way on CI and refused the configuration).
 */
export async function freePort(host = '127.0.0.1') {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await probePort(host);
    if (!portsHandedOut.has(port)) {
      portsHandedOut.add(port);
      return port;
    }
  }
  throw new Error('the OS kept offering ports this process has already been given');
}

function probePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls GET <baseUrl>/api/v1/health until it answers { success: true } or the child dies. The
 * wait is long because a child that dies ends it at once: what remains is a start that is only
 * slow (a fresh embedded database migrated and seeded on a loaded 2-core machine took 60–120 s at
 * load average 30), which must not fail a bench run or a test's setup.
 */
export async function waitForHealth(baseUrl, { child, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok && (await response.json()).success === true) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/v1/health did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/**
 * Builds the API, starts the production server in the background (own process group, so it can be
 * stopped as a whole) and resolves once healthy. `build: false` reuses api/dist as it is (a caller
 * starting several servers builds once).
 * `healthTimeoutMs` (180 s, see waitForHealth) bounds the wait for health: the bench's demo server
 * seeds its data first, which took 93 s on a 2-core machine at load average 27.
 * @param {{ env?: Record<string, string>, port: number, host?: string, build?: boolean,
 *   stdio?: import('node:child_process').StdioOptions, healthTimeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer({
  env,
  port,
  host = '127.0.0.1',
  stdio = 'inherit',
  build = true,
  healthTimeoutMs = 180_000,
}) {
  if (build) await buildServer();
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: host },
    stdio,
    detached: true,
  });
  const baseUrl = `http://${host}:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, { child, timeoutMs: healthTimeoutMs });
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { child, baseUrl, stop };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}
