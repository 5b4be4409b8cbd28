CREATE TABLE "dispute_event_files" (
	"event_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dispute_event_files_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_events_kind_check" CHECK ("dispute_events"."kind" in ('opened', 'statement', 'message', 'proposal', 'proposal_accepted', 'proposal_declined', 'escalated', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "dispute_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"redo_days" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "dispute_proposals_status_check" CHECK ("dispute_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "dispute_proposals_outcome_check" CHECK ("dispute_proposals"."outcome" in ('complete', 'redo', 'close'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"client_reason" text,
	"freelancer_reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"escalates_at" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"redo_days" integer,
	"resolved_by" text,
	"decided_by_id" uuid,
	"decision_reason" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'escalated', 'resolved')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('complete', 'redo', 'close'))
);
--> statement-breakpoint
CREATE TABLE "review_windows" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"reviewer_role" text NOT NULL,
	"overall" integer NOT NULL,
	"communication" integer NOT NULL,
	"quality" integer NOT NULL,
	"timeliness" integer NOT NULL,
	"comment" text NOT NULL,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_reviewer_role_check" CHECK ("reviews"."reviewer_role" in ('client', 'freelancer')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."overall" between 1 and 5 and "reviews"."communication" between 1 and 5 and "reviews"."quality" between 1 and 5 and "reviews"."timeliness" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "revision_addressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_event_files" ADD CONSTRAINT "dispute_event_files_event_id_dispute_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."dispute_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_event_files" ADD CONSTRAINT "dispute_event_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_review_windows_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."review_windows"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_event_files_file_unique" ON "dispute_event_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_proposals_pending_unique" ON "dispute_proposals" USING btree ("dispute_id") WHERE "dispute_proposals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_job_unresolved_unique" ON "disputes" USING btree ("job_id") WHERE "disputes"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "disputes_job_idx" ON "disputes" USING btree ("job_id","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_status_opened_idx" ON "disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "disputes_escalates_idx" ON "disputes" USING btree ("escalates_at") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "review_windows_unpublished_idx" ON "review_windows" USING btree ("closes_at") WHERE "review_windows"."published_at" is null;--> statement-breakpoint
CREATE INDEX "review_windows_client_idx" ON "review_windows" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "review_windows_freelancer_idx" ON "review_windows" USING btree ("freelancer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_job_reviewer_unique" ON "reviews" USING btree ("job_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_published_idx" ON "reviews" USING btree ("reviewee_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."published_at" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_job_idx" ON "messages" USING btree ("job_id") WHERE "messages"."job_id" is not null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active', 'progress', 'paused', 'review', 'completed', 'disputes', 'closed'));--> statement-breakpoint
-- Jobs marked incomplete before disputes existed get their dispute, opened when the job last changed,
-- so every job in `disputes` has one to resolve (the 7-day escalation counts from then).
INSERT INTO "disputes" ("job_id", "client_id", "freelancer_id", "status", "opened_at", "escalates_at")
SELECT "id", "owner_id", "hired_freelancer_id", 'open', "updated_at", "updated_at" + interval '7 days'
FROM "jobs"
WHERE "status" = 'disputes' AND "hired_freelancer_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "dispute_events" ("dispute_id", "author_id", "kind", "body", "created_at")
SELECT "id", "client_id", 'opened', '', "opened_at" FROM "disputes";
