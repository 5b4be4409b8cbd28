-- freelane:no-transaction
-- The dashboards' figures by status (issue 37, the API's read rate at 100,000 jobs): a client's jobs
-- and a freelancer's proposals counted from an index alone instead of every row.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_applicant_status_idx" ON "applications" USING btree ("applicant_id","status");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "jobs_owner_status_idx" ON "jobs" USING btree ("owner_id","status","completed_at");
