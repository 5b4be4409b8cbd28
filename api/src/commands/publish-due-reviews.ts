import type { CommandContext } from './command-context';
import { reviewPagePath } from '@freelane/shared/contracts';
import type { NewNotification } from '../repositories/notifications';
import type { PublishedWindow } from '../repositories/reviews';
import { notifyEach } from './notify-each';

/**
 * Tells both parties their window is published: both reviews when both wrote, else (the period
 * ended) the one that exists. A window that ended empty tells nobody: the reminder was the last word.
 */
export async function notifyReviewsPublished(
  app: CommandContext,
  { window, jobTitle, reviews }: PublishedWindow,
): Promise<void> {
  if (reviews.length === 0) return;
  const people = await app.repos.jobs.people([window.clientId, window.freelancerId]);
  const nameOf = (id: string) => people.get(id)?.fullName ?? 'the other party';
  const note = (userId: string, message: string): NewNotification => ({
    userId,
    senderId: null,
    category: 'Job',
    type: 'reviews_published',
    message,
    link: reviewPagePath(window.jobId),
  });
  const parties = [window.clientId, window.freelancerId];
  const otherOf = (id: string) => (id === window.clientId ? window.freelancerId : window.clientId);
  if (reviews.length === 2) {
    await notifyEach(
      app,
      parties.map((id) =>
        note(id, `Your reviews for "${jobTitle}" are published: read what ${nameOf(otherOf(id))} wrote about you.`),
      ),
    );
    return;
  }
  const [{ reviewerId, revieweeId }] = reviews;
  await notifyEach(app, [
    note(reviewerId, `The review period for "${jobTitle}" ended: your review of ${nameOf(revieweeId)} is published.`),
    note(
      revieweeId,
      `The review period for "${jobTitle}" ended: ${nameOf(reviewerId)}'s review of you is published. You can reply to it once.`,
    ),
  ]);
}

/**
 * Scheduler rule of issue 12: every window whose period has ended is published with whatever it
 * holds, and the ratings follow. Idempotent and safe with several processes (the window rows are
 * the locks). Resolves to how many windows this call published.
 */
export async function publishDueReviews(app: CommandContext): Promise<number> {
  // Ratings and review lists changed are dropped from the cache before it resolves.
  const published = await app.repos.reviews.publishDue(app.clock.now());
  if (published.length === 0) return 0;
  for (const item of published) await notifyReviewsPublished(app, item);
  app.log.info({ jobIds: published.map((item) => item.window.jobId) }, 'review windows published at their deadline');
  return published.length;
}
