import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles, type StoredFileKind, type StoredFileRow } from '../db/schema';

export interface NewStoredFile {
  id: string;
  ownerId: string;
  kind: StoredFileKind;
  contentType: string;
  originalName: string;
  size: number;
  storageKey: string;
  /** Set when the bytes were stored in their shown shape (the public images, lib/normalize-image.ts). */
  reencodedAt?: Date | null;
}

/** The kinds shown to everyone, stored re-encoded (commands/stage-file.ts). */
export const PUBLIC_IMAGE_KINDS = ['profilePhoto', 'blogImage'] as const satisfies readonly StoredFileKind[];

export function createStoredFilesRepository(db: Db) {
  return {
    async create(file: NewStoredFile): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(file).returning();
      return row;
    },
    async findById(id: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      return row;
    },
    /** Public images stored as sent (before re-encoding on upload), oldest first. */
    async imagesAsSent(limit: number): Promise<StoredFileRow[]> {
      return db
        .select()
        .from(storedFiles)
        .where(and(isNull(storedFiles.reencodedAt), inArray(storedFiles.kind, [...PUBLIC_IMAGE_KINDS])))
        .orderBy(asc(storedFiles.createdAt))
        .limit(limit);
    },
    /**
     * Records an image's re-encoding: its new bytes (`stored`), or none when its own stay (already
     * fit, or unreadable). Only while the row still points at `fromKey`: false when the file was
     * replaced or deleted meanwhile (the caller then removes the bytes it wrote).
     */
    async markReencoded(
      id: string,
      fromKey: string,
      stored: { storageKey: string; size: number; contentType: string } | null,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(storedFiles)
        .set({ ...stored, reencodedAt: at })
        .where(and(eq(storedFiles.id, id), eq(storedFiles.storageKey, fromKey)))
        .returning({ id: storedFiles.id });
      return rows.length === 1;
    },
    async delete(id: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
      return row;
    },
  };
}
