import type { JobReviewsResponse, Review, ReviewWindowState } from '@freelane/shared/contracts';
import type { ReviewWindowRow } from '../db/schema';
import type { JobPersonRow } from '../repositories/jobs';
import type { ReviewRecord } from '../repositories/reviews';
import { presentJobPerson } from './job';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A review as the API sends it. Who may see which review is decided before this is called: a
 * review whose `publishedAt` is null goes to its author only.
 */
export function presentReview(record: ReviewRecord): Review {
  return {
    _id: record.id,
    jobId: record.jobId,
    jobTitle: record.jobTitle,
    reviewer: presentJobPerson(record.reviewer),
    revieweeId: record.revieweeId,
    reviewerRole: record.reviewerRole,
    overall: record.overall,
    communication: record.communication,
    quality: record.quality,
    timeliness: record.timeliness,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    publishedAt: iso(record.publishedAt),
    reply: record.reply,
    repliedAt: iso(record.repliedAt),
  };
}

/**
 * Open while neither the publication nor the deadline has come; after either, `published` if at
 * least one review was written, `closed` if the window ended empty.
 */
export function reviewWindowStateOf(window: ReviewWindowRow, reviewCount: number, now: Date): ReviewWindowState {
  if (window.publishedAt === null && window.closesAt > now) return 'open';
  return reviewCount > 0 ? 'published' : 'closed';
}

export interface JobReviewsView {
  viewerId: string;
  /** Undefined until the job completes. */
  window: ReviewWindowRow | undefined;
  /** Every review of the job, hidden ones included: this function decides what the viewer sees. */
  reviews: readonly ReviewRecord[];
  counterpart: JobPersonRow | null;
  now: Date;
}

/**
 * One job's reviews as one of its parties sees them: their own review in any state, the other's
 * only once published (before that, just that it exists), and what they may still do.
 */
export function presentJobReviews(view: JobReviewsView): Omit<JobReviewsResponse, 'success'> {
  const mine = view.reviews.find((review) => review.reviewerId === view.viewerId) ?? null;
  const theirs = view.reviews.find((review) => review.reviewerId !== view.viewerId) ?? null;
  const visibleTheirs = theirs && theirs.publishedAt !== null ? theirs : null;
  const state = view.window ? reviewWindowStateOf(view.window, view.reviews.length, view.now) : null;
  return {
    window:
      view.window && state
        ? { state, opensAt: view.window.opensAt.toISOString(), closesAt: view.window.closesAt.toISOString() }
        : null,
    counterpart: view.counterpart ? presentJobPerson(view.counterpart) : null,
    myReview: mine ? presentReview(mine) : null,
    theirReview: visibleTheirs ? presentReview(visibleTheirs) : null,
    theirReviewWritten: theirs !== null,
    canReview: state === 'open' && mine === null,
    canReply: visibleTheirs !== null && visibleTheirs.reply === null,
  };
}
