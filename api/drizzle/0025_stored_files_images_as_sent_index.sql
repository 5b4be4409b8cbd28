-- freelane:no-transaction
-- The images still stored as sent, oldest first, for the reencodeStoredImages task's batches: an
-- index of only those rows, empty once the task has caught up, so its minute's query reads nothing.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "stored_files_images_as_sent_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."reencoded_at" IS NULL AND "stored_files"."kind" IN ('profilePhoto', 'blogImage');
