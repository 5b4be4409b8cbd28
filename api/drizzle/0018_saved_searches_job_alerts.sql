-- Saved searches, job alerts and Best match (issue 37). New tables only, plus one generated column
-- on jobs. Nothing here is read or written by the release still serving: its inserts into jobs name
-- their columns (the generated one fills itself) and its mail outbox rows leave `headers` null.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search" text,
	"category" text,
	"budget" text,
	"rank" text,
	"alert_in_app" boolean DEFAULT true NOT NULL,
	"alert_email" text DEFAULT 'off' NOT NULL,
	"alert_push" boolean DEFAULT false NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alert_email_check" CHECK ("saved_searches"."alert_email" in ('off', 'instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
-- The durable list of jobs still to match against the saved searches: written with the job, removed
-- once its alerts are recorded, so a restart or a crash mid-run leaves it for the next run.
CREATE TABLE "job_alert_queue" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_queue" ADD CONSTRAINT "job_alert_queue_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_queue_queued_idx" ON "job_alert_queue" USING btree ("queued_at");--> statement-breakpoint
-- One row per (saved search, job) that matched: its primary key is what makes an alert happen once,
-- whichever process or retry records it first.
CREATE TABLE "job_alerts" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"delivery" text,
	"mail" text,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "job_alerts_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The hourly cap counts a person's instant alerts of the last hour.
CREATE INDEX "job_alerts_user_claimed_idx" ON "job_alerts" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE INDEX "job_alerts_job_idx" ON "job_alerts" USING btree ("job_id");--> statement-breakpoint
-- The daily digest's pending mails.
CREATE INDEX "job_alerts_digest_idx" ON "job_alerts" USING btree ("user_id") WHERE "job_alerts"."mail" = 'digest' and "job_alerts"."mailed_at" is null;--> statement-breakpoint
-- A job alert mail carries List-Unsubscribe headers (RFC 8058); other mails leave it null.
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Best match: title (A), skills (B) and description (C) as one weighted document. IMMUTABLE (the
-- configuration is named), so it can feed a stored generated column.
CREATE OR REPLACE FUNCTION jobs_search_vector(title text, skills text[], description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(skills, ' '), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C') $$;--> statement-breakpoint
-- Stored, so ranking a page reads the document instead of parsing every match again. Adding it
-- rewrites jobs under its exclusive lock (seconds at 100,000 jobs; docs/operations.md says so).
-- squawk-ignore adding-field-with-default
ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (jobs_search_vector("title", "skills", "description")) STORED;--> statement-breakpoint
-- Built in the same transaction as the rewrite above, which already holds the table's exclusive
-- lock until commit: CONCURRENTLY (a migration of its own) would not shorten it.
-- squawk-ignore require-concurrent-index-creation
CREATE INDEX "jobs_open_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'active';
