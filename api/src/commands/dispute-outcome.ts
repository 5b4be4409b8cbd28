import type { CommandContext } from './command-context';
import type { DisputeOutcome } from '@freelane/shared/contracts';
import type { DisputeSettlement } from '../repositories/job-work';
import type { Resolved } from '../repositories/disputes';
import { openReviewWindow } from './open-review-window';

const DAY_MS = 24 * 60 * 60 * 1000;

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** An outcome as an offer reads: "Proposed to …", "Decided to …". */
export function describeOutcome(outcome: DisputeOutcome, redoDays: number | null): string {
  if (outcome === 'complete') return 'accept the work as is';
  if (outcome === 'redo') return `redo the work within ${days(redoDays ?? 0)}`;
  return 'close the job without completion';
}

/** What an outcome means for both parties, for the notifications that announce it. */
export function outcomeResult(outcome: DisputeOutcome, redoDays: number | null): string {
  // Freelane holds no money (issue 36): the agreed amount falls due, from the client to the freelancer directly.
  if (outcome === 'complete')
    return 'the work is accepted and the agreed amount is due from the client to the freelancer directly';
  if (outcome === 'redo')
    return `the freelancer redoes the work within ${days(redoDays ?? 0)}, then the client reviews it again`;
  return 'the job is closed without completion and nothing is owed';
}

/**
 * What the outcome does to the job. A redo gets its own deadline from now and, as the changes to
 * make, the text that settled it (the accepted offer's note or the admin's reason, else the
 * client's reason), so the revision view says what to redo.
 */
export function settlementFor(
  outcome: DisputeOutcome,
  redoDays: number | null,
  changes: string | null,
  now: Date,
): DisputeSettlement {
  if (outcome === 'redo') {
    return {
      outcome,
      freelancerReviewDeadline: new Date(now.getTime() + (redoDays ?? 0) * DAY_MS),
      changes: changes || null,
    };
  }
  return { outcome };
}

/**
 * After a resolution committed: a completed job opens its review window exactly as Accept Work does.
 * A failure is logged, not answered: the resolution stands, and the review task opens any missing
 * window on its next run.
 */
export async function afterResolution(app: CommandContext, resolved: Resolved): Promise<void> {
  if (resolved.dispute.outcome !== 'complete') return;
  try {
    await openReviewWindow(app, resolved.job);
  } catch (error) {
    app.log.error({ err: error, jobId: resolved.job.id }, 'review window could not be opened after a dispute');
  }
}
