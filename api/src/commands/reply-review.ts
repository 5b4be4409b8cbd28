import type { CommandContext } from './command-context';
import { reviewPagePath } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import type { ReviewRecord } from '../repositories/reviews';
import { notifyEach } from './notify-each';

export const REVIEW_NOT_FOUND = 'This review does not exist.';
export const ALREADY_REPLIED = 'You already replied to this review. A reply cannot be changed.';

/**
 * POST /review/{reviewId}/reply: the reviewee's one public answer, once the review is published.
 * A review still hidden exists only for its author: anyone else gets the 404 of an unknown review.
 */
export async function replyToReview(
  app: CommandContext,
  user: UserRow,
  reviewId: string,
  reply: string,
): Promise<ReviewRecord> {
  const review = await app.repos.reviews.findById(reviewId);
  if (!review || (review.publishedAt === null && review.reviewerId !== user.id)) {
    throw notFound(REVIEW_NOT_FOUND, 'REVIEW_NOT_FOUND');
  }
  if (review.revieweeId !== user.id) {
    throw forbidden('Only the person who was reviewed can reply to a review.', 'NOT_REVIEWEE');
  }
  if (review.reply !== null) throw conflict(ALREADY_REPLIED, 'ALREADY_REPLIED');
  // Guarded like the checks above: a second reply sent at the same moment finds the first one.
  const updated = await app.repos.reviews.reply(reviewId, user.id, reply, app.clock.now());
  if (!updated) throw conflict(ALREADY_REPLIED, 'ALREADY_REPLIED');
  await notifyEach(app, [
    {
      userId: review.reviewerId,
      senderId: user.id,
      category: 'Job',
      type: 'review_replied',
      message: `${user.fullName} replied to your review on "${review.jobTitle}".`,
      link: reviewPagePath(review.jobId),
    },
  ]);
  return { ...review, reply: updated.reply, repliedAt: updated.repliedAt };
}
