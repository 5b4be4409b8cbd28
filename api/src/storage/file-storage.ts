import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are opaque names chosen by the server (never a user's file
 * name). A disk implementation serves one machine; an object store can replace it later.
 */
export interface FileStorage {
  /** Streams `source` under `key`. If the source fails, nothing remains under the key. */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes under `key`; rejects with code 'ENOENT' when there are none. */
  read(key: string): Promise<Readable>;
  /** Idempotent. */
  remove(key: string): Promise<void>;
}

/** Keys are generated as `<kind>-<uuid>`: nothing that could climb out of a folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,127}$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
