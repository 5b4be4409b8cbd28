// A plain module (no zod): the client dashboard labels its job drafts with it. The zod enum is in job-drafts.ts.

export const JOB_DRAFT_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type JobDraftStatus = (typeof JOB_DRAFT_STATUSES)[number];
// What each status reads as: JOB_DRAFT_STATUS_LABELS in status-vocabulary.ts (one vocabulary, issue 36).

/** Open drafts one assistant may have waiting with one client: a client is never flooded. */
export const JOB_DRAFTS_PENDING_MAX = 5;
export const JOB_DRAFT_DECLINE_REASON_MAX_LENGTH = 1000;
