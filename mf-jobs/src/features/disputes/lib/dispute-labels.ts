import dayjs from 'dayjs';
// Values from plain modules (issue 39): this file is on /dispute's first screen, the barrel's
// dispute and job schemas (zod) are not.
import { DISPUTE_OUTCOME_LABELS } from '@freelane/shared/contracts/dispute-limits';
import { JOB_STATUSES } from '@freelane/shared/contracts/job-options';
import { knownOr } from '@freelane/shared/contracts/known-values';
import type { PlainTagColor } from '@freelane/shared/ui';
import type { DisputeEventKind, DisputeOutcome, DisputeStatus, JobStatus } from '@freelane/shared/contracts';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Open',
  escalated: 'With an admin',
  resolved: 'Resolved',
};

// antd's warning, error and success status tags were its gold, red and green presets' shades.
export const DISPUTE_STATUS_COLORS: Record<DisputeStatus, PlainTagColor> = {
  open: 'gold',
  escalated: 'red',
  resolved: 'green',
};

/** The thread's step titles; messages show their author instead. */
export const DISPUTE_STEP_TITLES: Record<Exclude<DisputeEventKind, 'message'>, string> = {
  opened: 'Dispute opened',
  statement: 'Side of the story given',
  proposal: 'Settlement proposed',
  proposal_accepted: 'Proposal accepted',
  proposal_declined: 'Proposal declined',
  escalated: 'Sent to an admin',
  decided: 'Decided by an admin',
};

/** "Redo the work within 5 days", "Accept the work as is"; an outcome a newer release added: Unknown outcome. */
export function outcomeText(outcome: string, redoDays: number | null): string {
  const label = knownOr<DisputeOutcome, string>(DISPUTE_OUTCOME_LABELS, outcome, 'Unknown outcome');
  if (outcome !== 'redo' || redoDays === null) return label;
  return `${label} within ${redoDays} ${redoDays === 1 ? 'day' : 'days'}`;
}

/** "22 Nov 2026, 09:30": when a thread entry was written. */
export function formatDateTime(value: string): string {
  return dayjs(value).format('D MMM YYYY, HH:mm');
}

/** The dispute carries the job's status as a plain string; a known one gets its usual tag. */
export function asJobStatus(value: string): JobStatus | null {
  return (JOB_STATUSES as readonly string[]).includes(value) ? (value as JobStatus) : null;
}
