-- freelane:postgres-only
-- Written by hand (drizzle-kit does not manage extensions): btree_gin lets one GIN index hold a
-- job's category and rank beside its full-text document (migration 0028). A contrib extension, as
-- pg_trgm (migration 0004) is, and trusted: the database's owner may create it without a superuser.
-- PostgreSQL only: the previous release's embedded PGlite does not load btree_gin, and could then
-- neither read nor write jobs (an index of an extension PGlite was not started with fails every
-- statement that touches it). The embedded database gets it once the previous release loads it.
CREATE EXTENSION IF NOT EXISTS btree_gin;
