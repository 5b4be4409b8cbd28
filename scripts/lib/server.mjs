// Starting the API server as a child process (npm start, the e2e setup and the bench share this).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'server.ts');

/** `node --import tsx api/src/server.ts`: one process (no tsx watcher in between) so signals land once. */
export function serverCommand() {
  return { command: process.execPath, args: ['--import', 'tsx', SERVER_ENTRY] };
}

/** Asks the OS for a free loopback port. */
export function freePort(host = '127.0.0.1') {
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

/** Polls GET <baseUrl>/api/v1/health until it answers { success: true } or the child dies. */
export async function waitForHealth(baseUrl, { child, timeoutMs = 60_000 } = {}) {
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
 * Starts the production server in the background (own process group, so it can be stopped as a
 * whole) and resolves once healthy.
 * @param {{ env?: Record<string, string>, port: number, host?: string,
 *   stdio?: import('node:child_process').StdioOptions }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer({ env, port, host = '127.0.0.1', stdio = 'inherit' }) {
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
    await waitForHealth(baseUrl, { child });
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
