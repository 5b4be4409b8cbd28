// Uploaded files: the metadata of every stored file, whatever it belongs to.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadKind } from '@freelane/shared/contracts';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * `blogImage`: a blog post's picture, uploaded by an admin and served publicly like photos.
 * `chatAttachment`: a file sent in a conversation, readable only by its two parties.
 */
export type StoredFileKind = UploadKind;

/** Uploaded files: metadata here, bytes in the file storage under `storageKey`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredFileKind>().notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
    /**
     * When a public image (profile photo, blog image) was stored in its shown shape
     * (lib/normalize-image.ts): at upload since stop 54; null for one stored as sent before, which
     * the `reencodeStoredImages` task re-encodes (commands/reencode-stored-images.ts).
     */
    reencodedAt: timestamp('reencoded_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerId),
    index('stored_files_storage_key_idx').on(t.storageKey),
    index('stored_files_images_as_sent_idx')
      .on(t.createdAt)
      .where(sql`${t.reencodedAt} IS NULL AND ${t.kind} IN ('profilePhoto', 'blogImage')`),
  ],
);

/**
 * Keys whose bytes may be in the file storage without a `stored_files` row (issue 27): an upload is
 * recorded here before its first byte is written, a removal that failed is recorded too. A crash
 * between the bytes and the row leaves the key here, and the hourly sweep removes the bytes unless
 * a row took them (storage/tracked-storage.ts).
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: text('key').primaryKey(),
    reason: text('reason').$type<'upload' | 'removal'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_at_idx').on(t.createdAt)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
