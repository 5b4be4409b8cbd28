import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: a folder on this machine (disk-storage.ts), or an S3-compatible bucket
 * that several machines share (s3-storage.ts). Keys are opaque names chosen by the server (never a
 * user's file name).
 */
export interface FileStorage {
  /**
   * Streams `source` under `key`. If the source fails, or `signal` aborts (the request was given
   * up), the write stops and nothing remains under the key.
   */
  write(key: string, source: Readable, signal?: AbortSignal): Promise<void>;
  /** The bytes under `key`; rejects with code 'ENOENT' when there are none. */
  read(key: string): Promise<Readable>;
  /** Idempotent. */
  remove(key: string): Promise<void>;
  /**
   * Drops what writes cut short by a crash left behind before `startedBefore` (a temporary file,
   * an unfinished multipart upload): bytes no key shows, which only take space. Only those of keys
   * `owns` accepts, when given (another database's servers may share the bucket: storage/ownership.ts).
   * Resolves to how many it dropped.
   */
  dropUnfinishedWrites(startedBefore: Date, owns?: (key: string) => boolean): Promise<number>;
  /** Asks the store one cheap question (is the bucket there, is the folder writable); rejects if not. */
  probe(signal: AbortSignal): Promise<void>;
}

/** Keys are generated as `<kind>-<uuid>`: nothing that could climb out of a folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,127}$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** The error every storage rejects a missing key with (the routes answer 404 on it). */
export function missingFile(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no file ${key}`), { code: 'ENOENT' });
}
