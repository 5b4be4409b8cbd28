// A throwaway PostgreSQL server for the API tests that need a real one (several API processes on one
// database: the socket.io adapter, the scheduler, row locks). Debian's package (`apt-get install
// postgresql`) provides the binaries; the cluster lives in a temporary folder, listens on loopback
// only, on a free port, and is removed when the tests end.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl (PG_BIN, the PATH, or Debian's newest version), or null. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN && existsSync(path.join(env.PG_BIN, 'initdb'))) return env.PG_BIN;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return path.dirname(onPath.stdout.trim());
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function runAs() {
  if (process.getuid?.() !== 0) return { prefix: [], uid: undefined, gid: undefined };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

/** exec() without blocking the event loop (a test driving traffic while the server stops or starts). */
function execInBackground(prefix, command, args) {
  const [file, ...rest] = [...prefix, command, ...args];
  return new Promise((resolve, reject) => {
    execFile(file, rest, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed (exit ${error.code}): ${(stderr || stdout || '').trim()}`));
      else resolve();
    });
  });
}

function exec(prefix, command, args) {
  const [file, ...rest] = [...prefix, command, ...args];
  const result = spawnSync(file, rest, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (exit ${result.status}): ${(result.stderr || result.stdout || '').trim()}`);
  }
}

/**
 * Starts a fresh cluster tuned for tests (no fsync: the data is thrown away). Resolves to its URL,
 * its port, a stop() that shuts it down and deletes the folder, and, for the fault tests, a
 * stopServer() / startServer() pair that takes the server down and brings it back on the same port
 * with the same data (an outage, a failover); or null when PostgreSQL is not installed.
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const { prefix, uid, gid } = runAs();
  const root = mkdtempSync(path.join(os.tmpdir(), 'freelane-pg-'));
  if (uid !== undefined) chownSync(root, uid, gid);
  const data = path.join(root, 'data');
  const port = await freePort();
  exec(prefix, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'freelane',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (...args) => exec(prefix, path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const startArgs = ['-o', settings, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start'];
  const startServer = () => pgCtl(...startArgs);
  const pgCtlInBackground = (...args) => execInBackground(prefix, path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  startServer();
  let removed = false;
  return {
    url: `postgres://freelane@127.0.0.1:${port}/postgres`,
    port,
    /** Takes the server down, keeping its data ('fast': what a failover or `pg_ctl stop` does to clients). */
    stopServer(mode = 'fast') {
      pgCtl('-m', mode, '-w', 'stop');
    },
    /** Brings a server stopped by stopServer() back on the same port with the same data. */
    startServer,
    /** stopServer() and startServer() that leave the event loop running (traffic goes on meanwhile). */
    stopServerAsync: (mode = 'fast') => pgCtlInBackground('-m', mode, '-w', 'stop'),
    startServerAsync: () => pgCtlInBackground(...startArgs),
    stop() {
      if (removed) return;
      removed = true;
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped by stopServer()
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
