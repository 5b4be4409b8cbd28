-- freelane:no-transaction
-- A username is held only by an account whose address is verified (issue 34): sign-up never tells
-- whether a name is taken. The new index is built first, concurrently, so the old one keeps every
-- username unique until the new one holds the verified ones; then the old one goes.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "users_username_verified_unique" ON "users" USING btree (lower("username")) WHERE "users"."email_verified_at" is not null;
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_username_lower_unique";
