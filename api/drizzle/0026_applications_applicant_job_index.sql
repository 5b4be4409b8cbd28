-- freelane:no-transaction
-- A freelancer's whole list of proposals by job, read from the index alone in the job ids' order
-- (repositories/applications.ts, allOwn: the overlay of Find Jobs and job pages): from the table,
-- the API bench's 2,100 proposals each were 1,200 scattered pages, 55–130 ms a read.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "applications_applicant_job_idx" ON "applications" USING btree ("applicant_id","job_id","id","status");
