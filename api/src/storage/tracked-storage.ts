import type { Readable } from 'node:stream';
import type { createPendingUploadsRepository } from '../repositories/pending-uploads';
import type { FileStorage } from './file-storage';
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
 * Every removal, overwrite and drop passes `ownership` (issue 33): only objects this database's
 * instance wrote (or adopted) are ever deleted or written, so a restored copy sharing the bucket
 * leaves production's objects alone.
 */
export class TrackedStorage implements FileStorage {
  constructor(
    /** The storage underneath (tests read their in-memory files from it). */
    readonly inner: FileStorage,
    private readonly pending: PendingUploads,
    readonly ownership: StorageOwnership,
    private readonly onForeignKey: ForeignKeyListener = () => undefined,
  ) {}

  /** The key a new upload is written under: `kind` and the file's id, named for this instance. */
  newKey(kind: string, id: string): string {
    return this.ownership.newKey(kind, id);
  }

  async write(key: string, source: Readable): Promise<void> {
    if (!this.ownership.owns(key)) {
      throw new Error(`refusing to write ${key}: the instance ${this.ownership.writerOf(key)} wrote it, not this one`);
    }
    // Committed before the first byte, so no crash can leave bytes without this record.
    await this.pending.add(key, 'upload');
    await this.inner.write(key, source);
  }

  read(key: string): Promise<Readable> {
    return this.inner.read(key);
  }

  async remove(key: string): Promise<void> {
    if (!this.ownership.owns(key)) {
      this.onForeignKey(key, this.ownership.writerOf(key), 'remove');
      return;
    }
    try {
      await this.inner.remove(key);
    } catch (error) {
      // The row is already gone: the sweep retries the removal.
      await this.pending.add(key, 'removal').catch(() => undefined);
      throw error;
    }
  }

  dropUnfinishedWrites(startedBefore: Date): Promise<number> {
    return this.inner.dropUnfinishedWrites(startedBefore, (key) => this.ownership.owns(key));
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
            await this.inner.remove(entry.key);
            removed += 1;
          } else this.onForeignKey(entry.key, this.ownership.writerOf(entry.key), 'sweep');
        }
        await this.pending.forget(entry.key, cutoff);
      }
      if (batch.length < SWEEP_BATCH) return { removed, dropped };
    }
  }
}
