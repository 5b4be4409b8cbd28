-- Find Jobs' keyword test reads one stored text per job (issue 37, the API's read rate at 100,000
-- jobs). jobs_search_document() cannot be inlined (array_to_string is only STABLE), so testing its
-- result called the function once per candidate row: counting the 10,913 jobs containing "react"
-- spent most of its 58–69 ms there. Stored, the test reads the column (about half the time), and
-- the saved searches' alert match reads it too.
-- Adding it rewrites jobs under its exclusive lock (seconds at 100,000 jobs, as 0018's column did;
-- docs/operations.md says so). The previous release reads neither the column nor its index; the old
-- expression index (jobs_open_search_idx) stays for it and is dropped by a later release.
-- squawk-ignore adding-field-with-default
ALTER TABLE "jobs" ADD COLUMN "search_document" text GENERATED ALWAYS AS (jobs_search_document("title", "description", "skills")) STORED;--> statement-breakpoint
-- Built in the same transaction as the rewrite above, which already holds the table's exclusive
-- lock until commit: CONCURRENTLY (a migration of its own) would not shorten it.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "jobs_open_search_document_idx" ON "jobs" USING gin ("search_document" gin_trgm_ops) WHERE "jobs"."status" = 'active';
