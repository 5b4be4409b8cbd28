CREATE TABLE "login_device_throttles" (
	"device_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_job_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assistant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"job" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_id" uuid,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "hiring_job_drafts_status_check" CHECK ("hiring_job_drafts"."status" in ('pending', 'approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "last_sent_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_device_throttles" ADD CONSTRAINT "login_device_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_job_drafts" ADD CONSTRAINT "hiring_job_drafts_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_job_drafts" ADD CONSTRAINT "hiring_job_drafts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_job_drafts" ADD CONSTRAINT "hiring_job_drafts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_device_throttles_user_idx" ON "login_device_throttles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hiring_job_drafts_client_idx" ON "hiring_job_drafts" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hiring_job_drafts_assistant_idx" ON "hiring_job_drafts" USING btree ("assistant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Each member's newest message so far: presence flows between members who both take part (issue 28).
UPDATE "conversation_members" AS "member" SET "last_sent_seq" = "sent"."seq"
FROM (SELECT "conversation_id", "sender_id", max("seq") AS "seq" FROM "messages" GROUP BY "conversation_id", "sender_id") AS "sent"
WHERE "sent"."conversation_id" = "member"."conversation_id" AND "sent"."sender_id" = "member"."user_id";
