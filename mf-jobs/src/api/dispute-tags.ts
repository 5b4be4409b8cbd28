import { jobReviewsTag, PENDING_REVIEWS_TAG } from '@freelane/shared';
import type { DisputeResponse } from '@freelane/shared/contracts';

/** The cache entries a dispute touches: 'disputes' is this area's own tag type (jobs-api.ts). */
export const jobDisputeTag = (jobId: string) => ({ type: 'disputes' as const, id: jobId });
export const DISPUTE_QUEUE_TAG = { type: 'disputes' as const, id: 'QUEUE' };

/** Every dispute action names the job (its page and lists) and the dispute. */
export interface DisputeActionArgs {
  jobId: string;
  disputeId: string;
}

/**
 * What a dispute action changes. A success carries the new dispute (written into the page's cache
 * by `applyDisputeView`), so the dispute itself is refetched only after a refusal, which may come
 * from a change made elsewhere (409). A resolution moves the job: its page, My Jobs / My Project
 * lists and the counts refresh.
 */
export function disputeActionTags(result: DisputeResponse | undefined, { jobId }: DisputeActionArgs) {
  if (!result) return [jobDisputeTag(jobId), DISPUTE_QUEUE_TAG];
  if (result.dispute.status === 'open') return [];
  return [
    DISPUTE_QUEUE_TAG,
    { type: 'job' as const, id: jobId },
    { type: 'job' as const, id: 'LIST' },
    { type: 'job' as const, id: 'STATS' },
    // A dispute settled as complete opens the review window, like Accept Work.
    ...(result.dispute.outcome === 'complete' ? [PENDING_REVIEWS_TAG, jobReviewsTag(jobId)] : []),
  ];
}
