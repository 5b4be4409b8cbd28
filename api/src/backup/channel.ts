import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { DatabaseDescription } from './describe';

/**
 * How `npm run backup` asks a running server for its embedded database (issue 33). PGlite belongs to
 * the one process that holds its folder's lock, so the dump must be made by that process. The
 * channel is a Unix domain socket in DATA_DIR/run, a folder only the server's own user may enter
 * (0700, checked to be that user's), so only that user (or root) can ask: it is never reachable
 * over the network, and it answers one request, the snapshot, with queries fixed by the server.
 *
 * Request: one JSON line, `{"op":"snapshot"}`. Answer: one JSON line, `{"ok":true,"bytes":N,
 * "description":{…}}` followed by the N bytes of PGlite's dump, or `{"ok":false,"error":"…"}`.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'backup.sock');

/** Linux's limit for a socket's path (sun_path, 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

export interface Snapshot {
  description: DatabaseDescription;
  tarball: Uint8Array;
  /** The data folder's dump as PGlite made it, before the unused log was left out. */
  dumpedBytes: number;
}

interface ChannelLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Listens on the channel; resolves to its close(), or to null when the folder cannot be made safe. */
export async function openBackupChannel(
  dataDir: string,
  snapshot: () => Promise<Snapshot>,
  log: ChannelLog,
): Promise<(() => Promise<void>) | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'backup channel not opened: the path is too long for a socket; npm run backup needs this server stopped',
    );
    return null;
  }
  const folder = path.dirname(socketPath);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const info = await lstat(folder);
  if (!info.isDirectory() || (process.getuid && info.uid !== process.getuid())) {
    log.warn({ folder }, 'backup channel not opened: its folder belongs to another user');
    return null;
  }
  // A socket file left by a server that was killed: this process holds the database's lock now.
  await rm(socketPath, { force: true });

  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    const onData = (chunk: string) => {
      request += chunk;
      if (!request.includes('\n') && request.length < 1024) return;
      socket.off('data', onData);
      let op: unknown;
      try {
        op = (JSON.parse(request.slice(0, request.indexOf('\n'))) as { op?: unknown }).op;
      } catch {
        op = undefined;
      }
      if (op !== 'snapshot') {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      // One dump at a time: each holds the database while PGlite writes it out.
      queue = queue.then(async () => {
        const started = Date.now();
        try {
          const { description, tarball, dumpedBytes } = await snapshot();
          socket.write(`${JSON.stringify({ ok: true, bytes: tarball.length, dumpedBytes, description })}\n`);
          socket.end(tarball);
          log.info(
            { bytes: tarball.length, ms: Date.now() - started },
            'backup: the embedded database was dumped for npm run backup',
          );
        } catch (error) {
          socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
          log.warn({ err: error }, 'backup: the embedded database could not be dumped');
        }
      });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

export interface LiveSnapshot {
  description: DatabaseDescription;
  bytes: number;
  dumpedBytes: number;
  /** PGlite's dump, as the server sends it. */
  tarball: Readable;
}

/** Asks the server listening on `socketPath` for a snapshot (npm run backup's side). */
export function requestSnapshot(socketPath: string): Promise<LiveSnapshot> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const tarball = new PassThrough();
    let head = Buffer.alloc(0);
    let expected = -1;
    let received = 0;
    const forward = (data: Buffer) => {
      // The file is written slower than a local socket reads: keep at most a buffer in memory.
      if (!tarball.write(data)) {
        socket.pause();
        tarball.once('drain', () => socket.resume());
      }
    };
    socket.on('error', (error) => {
      if (expected < 0) reject(error);
      else tarball.destroy(error);
    });
    socket.on('connect', () => socket.write(`${JSON.stringify({ op: 'snapshot' })}\n`));
    socket.on('data', (chunk: Buffer) => {
      if (expected >= 0) {
        received += chunk.length;
        forward(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(10);
      if (end < 0) return;
      const answer = JSON.parse(head.subarray(0, end).toString('utf8')) as
        | { ok: true; bytes: number; dumpedBytes: number; description: DatabaseDescription }
        | { ok: false; error: string };
      if (!answer.ok) {
        reject(new Error(`the running server could not dump its database: ${answer.error}`));
        socket.destroy();
        return;
      }
      expected = answer.bytes;
      const rest = head.subarray(end + 1);
      received = rest.length;
      if (rest.length) forward(rest);
      resolve({ description: answer.description, bytes: answer.bytes, dumpedBytes: answer.dumpedBytes, tarball });
    });
    socket.on('end', () => {
      if (expected < 0) reject(new Error('the running server closed the backup channel without an answer'));
      else if (received !== expected)
        tarball.destroy(new Error(`the server's dump was cut short (${received} of ${expected} bytes)`));
      else tarball.end();
    });
  });
}
