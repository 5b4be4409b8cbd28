-- Written by hand (drizzle-kit does not manage extensions or functions): the trigram operator
-- class for the Find Jobs keyword index, and the one text per job that index covers. The function
-- is IMMUTABLE so it can be indexed; listOpen in src/repositories/jobs.ts calls it the same way.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_document(title text, description text, skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT title || E'\n' || description || E'\n' || array_to_string(skills, E'\n') $$;--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
DROP INDEX "applications_applicant_created_idx";--> statement-breakpoint
DROP INDEX "jobs_owner_created_idx";--> statement-breakpoint
DROP INDEX "jobs_hired_freelancer_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_category_created_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_rank_created_idx" ON "jobs" USING btree ("rank","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin (jobs_search_document("title", "description", "skills") gin_trgm_ops) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "applications_applicant_created_idx" ON "applications" USING btree ("applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_owner_created_idx" ON "jobs" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_hired_freelancer_idx" ON "jobs" USING btree ("hired_freelancer_id","hired_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);