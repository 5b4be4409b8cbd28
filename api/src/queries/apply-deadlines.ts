import type { CommandContext } from '../commands/command-context';
import { publishDueReviews } from '../commands/publish-due-reviews';

/**
 * Reads that show job states run the deadline rule first (architecture §4), so nobody sees a job
 * still "under review" after its review period ended, even between two scheduler ticks. The next
 * deadline is a cached read: any write that pauses a job or ends a review drops it, so until that
 * instant comes the rule costs no query at all.
 */
export async function applyDeadlines(app: CommandContext): Promise<void> {
  const next = await app.readCache.get('next-review-deadline', () => app.repos.jobWork.nextReviewDeadline());
  if (next === null || next > app.clock.now()) return;
  await app.scheduler.completeOverdueReviews();
}

/**
 * Reads of reviews run the deadline first, so nobody sees a review hidden after its period ended,
 * even between two scheduler runs. The next closing time is a cached read (a write or a
 * publication drops it), so until that instant comes this costs no query.
 */
export async function applyReviewDeadlines(app: CommandContext): Promise<void> {
  const next = await app.readCache.get('next-review-close', () => app.repos.reviews.nextClose());
  if (next === null || next > app.clock.now()) return;
  await publishDueReviews(app);
}
