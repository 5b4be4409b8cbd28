import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pendingUploads, storedFiles } from '../db/schema';

export type PendingReason = 'upload' | 'removal';

export interface PendingKey {
  key: string;
  reason: PendingReason;
  /** A `stored_files` row holds the key: the upload was committed, its bytes must stay. */
  referenced: boolean;
}

/** Keys whose bytes may sit in the file storage without a row (see the table's comment). */
export function createPendingUploadsRepository(db: Db) {
  return {
    async add(key: string, reason: PendingReason): Promise<void> {
      await db
        .insert(pendingUploads)
        .values({ key, reason })
        .onConflictDoUpdate({ target: pendingUploads.key, set: { reason, createdAt: sql`now()` } });
    },
    /** The oldest keys recorded before `cutoff`, each with whether a stored file now holds it. */
    async olderThan(cutoff: Date, limit: number): Promise<PendingKey[]> {
      return db
        .select({
          key: pendingUploads.key,
          reason: pendingUploads.reason,
          referenced: sql<boolean>`exists (select 1 from ${storedFiles} where ${storedFiles.storageKey} = ${pendingUploads.key})`,
        })
        .from(pendingUploads)
        .where(lt(pendingUploads.createdAt, cutoff))
        .orderBy(asc(pendingUploads.createdAt))
        .limit(limit);
    },
    /** Forgets a key, unless it was recorded again since `cutoff` (a new upload or removal). */
    async forget(key: string, cutoff: Date): Promise<void> {
      await db.delete(pendingUploads).where(and(eq(pendingUploads.key, key), lt(pendingUploads.createdAt, cutoff)));
    },
  };
}
