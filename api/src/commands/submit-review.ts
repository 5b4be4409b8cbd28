import type { CommandContext } from './command-context';
import { reviewPagePath, type SubmitReviewBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { ReviewRecord, SubmitOutcome } from '../repositories/reviews';
import { openReviewWindow } from './open-review-window';
import { notifyReviewsPublished } from './publish-due-reviews';
import { loadReviewParties, REVIEW_JOB_NOT_FOUND } from './review-access';
import { notifyEach } from './notify-each';

export const REVIEW_NOT_OPEN = 'You can review once the job is completed.';
export const REVIEW_WINDOW_CLOSED = 'The review period for this job has ended: reviews can no longer be written.';
export const ALREADY_REVIEWED = 'You already reviewed this job. A review cannot be changed.';

export interface SubmittedReview {
  review: ReviewRecord;
  /** True when this was the second review: both are now public. */
  published: boolean;
  counterpartName: string;
}

/**
 * POST /review/job/{jobId}: a party's one review of the other, while the window is open. The
 * second review publishes both (repositories/reviews.ts, one transaction); the first tells the
 * other party a review is waiting for theirs, without saying what it says.
 */
export async function submitReview(
  app: CommandContext,
  user: UserRow,
  jobId: string,
  body: SubmitReviewBody,
): Promise<SubmittedReview> {
  const { job, window } = await loadReviewParties(app, user, jobId);
  if (job.status !== 'completed' && !window) throw conflict(REVIEW_NOT_OPEN, 'REVIEW_NOT_OPEN');
  const submit = () => app.repos.reviews.submit({ jobId, reviewerId: user.id, ...body, now: app.clock.now() });
  let outcome: SubmitOutcome = await submit();
  if (outcome.kind === 'no-window') {
    // Completed, but the window was not opened yet (a crash right after the completion): open it
    // now rather than make the party wait for the scheduler's catch-up.
    await openReviewWindow(app, job);
    outcome = await submit();
  }
  switch (outcome.kind) {
    case 'no-window':
      throw conflict(REVIEW_NOT_OPEN, 'REVIEW_NOT_OPEN');
    case 'not-party':
      throw notFound(REVIEW_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
    case 'closed':
      throw conflict(REVIEW_WINDOW_CLOSED, 'REVIEW_WINDOW_CLOSED');
    case 'already-reviewed':
      throw conflict(ALREADY_REVIEWED, 'ALREADY_REVIEWED');
  }
  const { review, window: written, published } = outcome;
  const counterpart = (await app.repos.jobs.people([review.revieweeId])).get(review.revieweeId);
  const counterpartName = counterpart?.fullName ?? 'the other party';
  if (published) {
    await notifyReviewsPublished(app, {
      window: written,
      jobTitle: job.title,
      reviews: (await app.repos.reviews.ofJob(jobId)).map(({ reviewerId, revieweeId }) => ({ reviewerId, revieweeId })),
    });
  } else {
    await notifyEach(app, [
      {
        userId: review.revieweeId,
        senderId: user.id,
        category: 'Job',
        type: 'review_received',
        message: `${user.fullName} reviewed you on "${job.title}". Write your review of them to read it: both are published together, or when the review period ends.`,
        link: reviewPagePath(jobId),
      },
    ]);
  }
  const record = await app.repos.reviews.findById(review.id);
  // The row was just written in this request; only a deleted job or account could remove it.
  if (!record) throw notFound(REVIEW_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  return { review: record, published, counterpartName };
}
