CREATE TABLE "instance" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" text NOT NULL,
	"owned_instances" text[] NOT NULL,
	"legacy_keys_owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_from" text,
	CONSTRAINT "instance_singleton_check" CHECK ("instance"."singleton")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
-- The identity is made here, so at the first start (or the upgrade that brings this migration): every
-- object key already in the storage was written by this database, and belongs to this id.
INSERT INTO "instance" ("id", "owned_instances", "legacy_keys_owner")
  SELECT "generated"."id", ARRAY["generated"."id"], "generated"."id" FROM (SELECT gen_random_uuid()::text AS "id") AS "generated";
