-- freelane:no-transaction
-- Find Jobs with a budget (a range of salaries): no index found exactly its jobs, so every page
-- walked the newest-first index of all open jobs until it had passed enough of them. For a rare
-- bucket that is most of the index: "Under 100" holds 1.6 % of the open jobs at 100,000 jobs, and
-- its page 25 walked ~15,000 rows, 49 ms (its pages 6–50 were 21 statements of a bench run at 56–67
-- ms each). With this index the planner collects the bucket's jobs and sorts them: 4.4 ms. Common
-- buckets and first pages still walk (the planner's choice, by its estimate of the range). Measured
-- on a copy of the bench's database (docs/decisions.md, stop 94). The previous release runs the
-- same statements and uses it too.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "jobs_open_salary_idx" ON "jobs" USING btree ("salary") WHERE "jobs"."status" = 'active';
