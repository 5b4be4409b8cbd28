import { jobReviewsTag, PENDING_REVIEWS_TAG } from '@freelane/shared';
import type { ArgsOf, DisputeResponse } from '@freelane/shared/contracts';

/** The cache entries a dispute touches: 'disputes' is this area's own tag type (jobs-api.ts). */
export const jobDisputeTag = (jobId: string) => ({ type: 'disputes' as const, id: jobId });
export const DISPUTE_QUEUE_TAG = { type: 'disputes' as const, id: 'QUEUE' };

/** Every dispute action names the job (its page and lists) and the dispute. */
export interface DisputeActionArgs {
  jobId: string;
  disputeId: string;
}

/**
 * A dispute action's argument: its definition's, and the job the dispute is about, which the page's
 * cache and the tags need (a write's fields outside its path and body are not sent).
 */
export type DisputeCall<D> = ArgsOf<D> & { jobId: string };
export const withJob =
  <D>() =>
  (args: DisputeCall<D>): ArgsOf<D> =>
    args;

/**
 * What a dispute step changes (statement, message, offer, decline, withdraw, escalation). A success
 * carries the new dispute (written into the page's cache by `applyDisputeView`), so the dispute
 * itself is refetched only after a refusal, which may come from a change made elsewhere (409). A
 * dispute no longer open moves the job: its page, My Jobs / My Project lists and the counts refresh.
 */
export function disputeStepTags(result: DisputeResponse | undefined, { jobId }: DisputeActionArgs) {
  if (!result) return [jobDisputeTag(jobId), DISPUTE_QUEUE_TAG];
  if (result.dispute.status === 'open') return [];
  return [
    DISPUTE_QUEUE_TAG,
    { type: 'job' as const, id: jobId },
    { type: 'job' as const, id: 'LIST' },
    { type: 'job' as const, id: 'STATS' },
  ];
}

/** What settling changes (an accepted offer, an admin's decision): the step's, and a dispute settled as complete opens the review window, like Accept Work. */
export function disputeSettleTags(result: DisputeResponse | undefined, args: DisputeActionArgs) {
  const tags = disputeStepTags(result, args);
  if (result?.dispute.status === 'open' || result?.dispute.outcome !== 'complete') return tags;
  return [...tags, PENDING_REVIEWS_TAG, jobReviewsTag(args.jobId)];
}
