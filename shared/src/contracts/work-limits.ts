/**
 * The review and revision rules the work pages state, without zod: a plain module, so /takeAction,
 * /reviewChanges and /viewRevision show them on a first screen without loading zod or the work
 * schemas (issue 39). work.ts builds its schemas from these and re-exports them.
 */

/** The client reviews within 5 days of a submission; afterwards the work counts as accepted. */
export const CLIENT_REVIEW_DAYS = 5;
/** After a revision request the freelancer has 4 days to resubmit (to keep their rank). */
export const FREELANCER_REVISION_DAYS = 4;
/** One free revision per job. */
export const FREE_REVISIONS = 1;

export const REVISION_MIN_LENGTH = 20;
export const REVISION_MAX_LENGTH = 5000;
