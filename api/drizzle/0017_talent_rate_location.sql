-- A freelancer's public hourly rate (in the site's CURRENCY) and location for Find Talent's cards
-- (issue 36). Nullable, no default: the release still serving neither reads nor writes them.
ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;
