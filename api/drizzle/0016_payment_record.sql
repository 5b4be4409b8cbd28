-- The payment record the two parties of a job keep (issue 36): Freelane holds no money, so it records
-- only when the client marked the agreed amount paid and when the freelancer confirmed it received.
-- Nullable columns without defaults: the release still serving neither reads nor writes them.
ALTER TABLE "jobs" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "payment_confirmed_at" timestamp with time zone;