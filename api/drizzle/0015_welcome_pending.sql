-- A new account waits for its first sign-in's welcome (issue 36). A constant default adds the column
-- without rewriting the table; accounts from before it (and those the previous release still creates
-- during a rollout) read false: no welcome for people who have signed in before.
ALTER TABLE "users" ADD COLUMN "welcome_pending" boolean DEFAULT false NOT NULL;
