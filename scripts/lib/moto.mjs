// A throwaway S3-compatible server for the tests that need a real one (uploads in a bucket, the
// release registry's bundles, two API processes sharing one bucket): moto's server mode (Python's
// `moto[server]`), on loopback, on a free port, in memory, stopped when the tests end. For the fault
// tests it can be paused (a hung store) and put behind a proxy that refuses connections (a store
// that is down), since stopping moto itself would lose the objects it keeps in memory.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
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
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    try {
      if (alive()) {
        // A paused moto would hold SIGTERM until it runs again.
        process.kill(-child.pid, 'SIGCONT');
        process.kill(-child.pid, 'SIGTERM');
      }
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
    port,
    /**
     * Stops moto's process group (SIGSTOP): connections are still accepted by the kernel, nothing
     * answers — a hung store. resume() (SIGCONT) lets every waiting request go on.
     */
    pause() {
      process.kill(-child.pid, 'SIGSTOP');
    },
    resume() {
      if (alive()) process.kill(-child.pid, 'SIGCONT');
    },
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

/**
 * A TCP proxy on a free loopback port in front of `targetPort`: clients use its endpoint, and down()
 * takes it away as a stopped server would go (every open connection closed, new ones refused:
 * nothing listens on the port), up() brings it back on the same port.
 */
export async function startTcpProxy(targetPort, host = '127.0.0.1') {
  const port = await freePort(host);
  const open = new Set();
  let server = null;
  const listen = () =>
    new Promise((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(targetPort, host);
        const pairs = [
          [client, upstream],
          [upstream, client],
        ];
        for (const [socket, other] of pairs) {
          open.add(socket);
          socket.on('error', () => other.destroy());
          // A clean close passes on as one (pipe() has flushed what was read); a broken one breaks both.
          socket.on('close', (hadError) => {
            open.delete(socket);
            if (hadError) other.destroy();
            else other.end();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, host, () => {
        server = next;
        resolve();
      });
    });
  const close = async () => {
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    server = null;
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };
  await listen();
  return {
    endpoint: `http://${host}:${port}`,
    port,
    get listening() {
      return server !== null;
    },
    /** Refuses connections from now on and closes those open. */
    down: close,
    /** Accepts connections again, on the same port. */
    async up() {
      if (!server) await listen();
    },
    close,
  };
}
