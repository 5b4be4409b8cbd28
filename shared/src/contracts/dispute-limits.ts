/**
 * The dispute page's limits, statuses and outcome labels, without zod: a plain module, so /dispute's
 * first screen (its sides, thread, status and forms) loads neither zod nor the dispute schemas
 * (issue 39). disputes.ts builds its schemas from these and re-exports them.
 */

export const DISPUTE_ESCALATION_DAYS = 7;
export const DISPUTE_REASON_MIN_LENGTH = 20;
export const DISPUTE_REASON_MAX_LENGTH = 2000;
export const DISPUTE_MESSAGE_MAX_LENGTH = 2000;
export const DISPUTE_DECISION_REASON_MIN_LENGTH = 20;
export const DISPUTE_DECISION_REASON_MAX_LENGTH = 2000;
export const DISPUTE_REDO_DAYS_MIN = 1;
export const DISPUTE_REDO_DAYS_MAX = 14;

/** open: the parties talk; escalated: waiting for an admin; resolved: settled or decided (final). */
export const DISPUTE_STATUSES = ['open', 'escalated', 'resolved'] as const;

/**
 * What ends a dispute: `complete` (the work is accepted as is → job completed), `redo` (the
 * freelancer redoes it within redoDays → job back to `review`), `close` (closed without completion →
 * job `closed`, nothing owed).
 */
export const DISPUTE_OUTCOMES = ['complete', 'redo', 'close'] as const;
export const DISPUTE_OUTCOME_LABELS: Record<(typeof DISPUTE_OUTCOMES)[number], string> = {
  complete: 'Accept the work as is',
  redo: 'Redo the work',
  close: 'Close without completion',
};
