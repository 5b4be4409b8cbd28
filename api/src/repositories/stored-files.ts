import { eq } from 'drizzle-orm';
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
}

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
    async delete(id: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
      return row;
    },
  };
}
