import type { Readable } from 'node:stream';
import { HttpError } from '../errors';
import type { createPendingUploadsRepository } from '../repositories/pending-uploads';
import { missingFile, type FileStorage } from './file-storage';
import { storageUnavailable } from './storage-errors';
import type { StorageHealth } from './storage-health';
import type { StorageOwnership } from './ownership';

/** An upload still without its row this long after it started was cut short (no request lasts an hour). */
export const ORPHAN_AFTER_MS = 60 * 60_000;
const SWEEP_BATCH = 200;

type PendingUploads = ReturnType<typeof createPendingUploadsRepository>;

/** Told when a removal or sweep leaves a key alone because another database's servers wrote it. */
export type ForeignKeyListener = (key: string, writer: string, action: 'remove' | 'sweep') => void;

export interface SweepResult {
  /** Keys whose bytes were removed: uploads no row took, and removals that had failed. */
  removed: number;
  /** Unfinished writes dropped (temporary files, open multipart uploads). */
  dropped: number;
}

/**
 * The file storage the app uses: the disk or the bucket, with a record in the database of every key
 * whose bytes may exist without a `stored_files` row. A process killed between writing a file and
 * committing its row (or whose removal of a file failed) leaves the key recorded, and the hourly
 * sweep removes those bytes, so nothing is kept that no row points at, on one machine or many.
 *
 * Every call of the app goes through here, so this is where a failure of the store gets its
 * meaning (storage-errors.ts): a missing file is ENOENT (404), a store that does not answer is 503
 * STORAGE_UNAVAILABLE (and, while it stays so, every further call is one at once: StorageHealth),
 * anything else goes on as it is (500, logged). A failure of the source (the client, the content
 * check) is passed on untouched: it says nothing about the store.
 *
 * Every removal, overwrite and drop passes `ownership` (issue 33): only objects this database's
 * instance wrote (or adopted) are ever deleted or written, so a restored copy sharing the bucket
 * leaves production's objects alone.
 */
export class TrackedStorage implements FileStorage {
  constructor(
    /** The storage underneath (tests read their in-memory files from it). */
    readonly inner: FileStorage,
    private readonly pending: PendingUploads,
    readonly health: StorageHealth,
    readonly ownership: StorageOwnership,
    private readonly onForeignKey: ForeignKeyListener = () => undefined,
  ) {}

  /** The same storage, recording pending keys through another repository (the seed's transaction). */
  withPendingUploads(pending: PendingUploads): TrackedStorage {
    return new TrackedStorage(this.inner, pending, this.health, this.ownership, this.onForeignKey);
  }

  /** The key a new upload is written under: `kind` and the file's id, named for this instance. */
  newKey(kind: string, id: string): string {
    return this.ownership.newKey(kind, id);
  }

  /**
   * Stores the bytes, or throws. With `signal` (the request's, lib/request-given-up.ts) the write
   * stops when the request is given up, and a write that finished just as it was is refused here:
   * the caller removes the bytes and commits nothing.
   */
  async write(key: string, source: Readable, signal?: AbortSignal): Promise<void> {
    if (!this.ownership.owns(key)) {
      throw new Error(`refusing to write ${key}: the instance ${this.ownership.writerOf(key)} wrote it, not this one`);
    }
    await this.health.ensureUsable();
    // Committed before the first byte, so no crash can leave bytes without this record.
    await this.pending.add(key, 'upload');
    try {
      await this.inner.write(key, source, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (source.errored) throw source.errored;
      throw this.storeFailure('write', error);
    }
    this.health.answered();
    signal?.throwIfAborted();
  }

  async read(key: string): Promise<Readable> {
    await this.health.ensureUsable();
    try {
      const body = await this.inner.read(key);
      this.health.answered();
      return body;
    } catch (error) {
      throw this.storeFailure('read', error, key);
    }
  }

  async remove(key: string): Promise<void> {
    if (!this.ownership.owns(key)) {
      this.onForeignKey(key, this.ownership.writerOf(key), 'remove');
      return;
    }
    try {
      await this.health.ensureUsable();
      try {
        await this.inner.remove(key);
      } catch (error) {
        throw this.storeFailure('remove', error);
      }
      this.health.answered();
    } catch (error) {
      // The row is already gone (or was never written): the sweep retries the removal.
      await this.pending.add(key, 'removal').catch(() => undefined);
      throw error;
    }
  }

  /**
   * Removes bytes nothing will point at (a refused or given-up upload) without ever throwing: a
   * removal that fails is recorded for the sweep, and the caller's own error is what the client
   * must hear.
   */
  async discard(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.remove(key).catch(() => undefined)));
  }

  async dropUnfinishedWrites(startedBefore: Date): Promise<number> {
    await this.health.ensureUsable();
    try {
      const dropped = await this.inner.dropUnfinishedWrites(startedBefore, (key) => this.ownership.owns(key));
      this.health.answered();
      return dropped;
    } catch (error) {
      throw this.storeFailure('sweep', error);
    }
  }

  probe(signal: AbortSignal): Promise<void> {
    return this.inner.probe(signal);
  }

  /**
   * Removes the bytes of every key recorded before `now - ORPHAN_AFTER_MS` that no stored file
   * holds, and forgets the recorded keys that one does (committed uploads). Safe on several
   * machines at once: every step is idempotent.
   */
  async sweepOrphans(now: Date): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
    const dropped = await this.dropUnfinishedWrites(cutoff);
    let removed = 0;
    for (;;) {
      const batch = await this.pending.olderThan(cutoff, SWEEP_BATCH);
      for (const entry of batch) {
        if (entry.reason === 'removal' || !entry.referenced) {
          if (this.ownership.owns(entry.key)) {
            try {
              await this.inner.remove(entry.key);
            } catch (error) {
              throw this.storeFailure('sweep', error);
            }
            removed += 1;
          } else this.onForeignKey(entry.key, this.ownership.writerOf(entry.key), 'sweep');
        }
        await this.pending.forget(entry.key, cutoff);
      }
      if (batch.length < SWEEP_BATCH) return { removed, dropped };
    }
  }

  /** What a failed call of the store means for the caller (and the health and metrics it feeds). */
  private storeFailure(operation: string, error: unknown, key?: string): unknown {
    if (error instanceof HttpError) return error;
    const kind = this.health.failed(operation, error);
    if (kind === 'unavailable') return storageUnavailable(error);
    if (kind === 'missing' && key) return missingFile(key);
    return error;
  }
}
