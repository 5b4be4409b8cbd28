-- Public images are stored re-encoded to the shape they are shown in (lib/normalize-image.ts, stop
-- 54): a new upload records when. Null: a profile photo or blog image stored as sent before, which
-- the reencodeStoredImages task re-encodes in place (same id and URL). A nullable column without a
-- default changes no row. The previous release does not name it, so its inserts leave it null and
-- the task picks their images up too.
ALTER TABLE "stored_files" ADD COLUMN "reencoded_at" timestamp with time zone;
