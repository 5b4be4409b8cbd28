CREATE TABLE "pending_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"previous_version" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_live" (
	"area" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_versions" (
	"area" text NOT NULL,
	"version" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_versions_area_version_pk" PRIMARY KEY("area","version")
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "release_events_area_idx" ON "release_events" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "stored_files_storage_key_idx" ON "stored_files" USING btree ("storage_key");