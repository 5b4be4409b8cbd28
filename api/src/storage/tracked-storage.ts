import type { Readable } from 'node:stream';
import type { createPendingUploadsRepository } from '../repositories/pending-uploads';
import type { FileStorage } from './file-storage';

/** An upload still without its row this long after it started was cut short (no request lasts an hour). */
export const ORPHAN_AFTER_MS = 60 * 60_000;
const SWEEP_BATCH = 200;

type PendingUploads = ReturnType<typeof createPendingUploadsRepository>;

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
 */
export class TrackedStorage implements FileStorage {
  constructor(
    /** The storage underneath (tests read their in-memory files from it). */
    readonly inner: FileStorage,
    private readonly pending: PendingUploads,
  ) {}

  async write(key: string, source: Readable): Promise<void> {
    // Committed before the first byte, so no crash can leave bytes without this record.
    await this.pending.add(key, 'upload');
    await this.inner.write(key, source);
  }

  read(key: string): Promise<Readable> {
    return this.inner.read(key);
  }

  async remove(key: string): Promise<void> {
    try {
      await this.inner.remove(key);
    } catch (error) {
      // The row is already gone: the sweep retries the removal.
      await this.pending.add(key, 'removal').catch(() => undefined);
      throw error;
    }
  }

  dropUnfinishedWrites(startedBefore: Date): Promise<number> {
    return this.inner.dropUnfinishedWrites(startedBefore);
  }

  /**
   * Removes the bytes of every key recorded before `now - ORPHAN_AFTER_MS` that no stored file
   * holds, and forgets the recorded keys that one does (committed uploads). Safe on several
   * machines at once: every step is idempotent.
   */
  async sweepOrphans(now: Date): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
    const dropped = await this.inner.dropUnfinishedWrites(cutoff);
    let removed = 0;
    for (;;) {
      const batch = await this.pending.olderThan(cutoff, SWEEP_BATCH);
      for (const entry of batch) {
        if (entry.reason === 'removal' || !entry.referenced) {
          await this.inner.remove(entry.key);
          removed += 1;
        }
        await this.pending.forget(entry.key, cutoff);
      }
      if (batch.length < SWEEP_BATCH) return { removed, dropped };
    }
  }
}
