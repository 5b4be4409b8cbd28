// A throwaway S3-compatible server for the tests that need a real one (uploads in a bucket, the
// release registry's bundles, two API processes sharing one bucket): moto's server mode (Python's
// `moto[server]`), on loopback, on a free port, in memory, stopped when the tests end.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

/** How to start moto's server here: `moto_server` on the PATH, or the module of the python3 that has it. */
export function findMotoServer() {
  const onPath = spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return { command: onPath.stdout.trim(), args: [] };
  const module = spawnSync('python3', ['-c', 'import moto.server, flask'], { encoding: 'utf8' });
  if (module.status === 0) return { command: 'python3', args: ['-m', 'moto.server'] };
  return null;
}

/**
 * Starts moto on 127.0.0.1 and resolves once it answers: its endpoint, the settings a client needs
 * (any key is accepted) and stop(); null when moto is not installed.
 */
export async function startThrowawayS3() {
  const moto = findMotoServer();
  if (!moto) return null;
  const port = await freePort();
  // moto logs every request: into a file, never a pipe, which nobody drains while the test runner
  // waits for the tests (a full pipe would stop moto mid-run).
  const logFile = path.join(os.tmpdir(), `freelane-moto-${port}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(moto.command, [...moto.args, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', log],
    detached: true,
  });
  closeSync(log);
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-2000).trim();
    } catch {
      return '';
    }
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    } finally {
      rmSync(logFile, { force: true });
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `moto_server exited (code ${child.exitCode}): ${output()}`;
      stop();
      throw new Error(message);
    }
    try {
      const response = await fetch(endpoint);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const message = `moto_server did not answer on ${endpoint} within 30 s: ${output()}`;
      stop();
      throw new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: '1',
    },
    stop,
  };
}
