import type { CommandContext } from '../commands/command-context';
import { publishDueReviews } from '../commands/publish-due-reviews';
import { tags } from '../lib/cache-tags';
import { asScheduledWork } from '../lib/change-scope';

/**
 * Reads that show job states run the deadline rule first (architecture §4), so nobody sees a job
 * still "under review" after its review period ended, even between two scheduler ticks: the one
 * place a GET writes (docs/decisions.md), as the scheduler's work brought forward, not the
 * request's. The next deadline is a cached read: any write that pauses a job or ends a review
 * drops it, so until that instant comes the rule costs no query at all.
 */
export async function applyDeadlines(app: CommandContext): Promise<void> {
  const next = await app.readCache.get('next-review-deadline', () => app.repos.jobWork.nextReviewDeadline(), {
    references: [tags.reviewPeriods],
  });
  if (next === null || next > app.clock.now()) return;
  await asScheduledWork(() => app.scheduler.completeOverdueReviews());
}

/**
 * Reads of reviews run the deadline first, so nobody sees a review hidden after its period ended,
 * even between two scheduler runs. The next closing time is a cached read (a write or a
 * publication drops it), so until that instant comes this costs no query.
 */
export async function applyReviewDeadlines(app: CommandContext): Promise<void> {
  const next = await app.readCache.get('next-review-close', () => app.repos.reviews.nextClose(), {
    references: [tags.reviewWindows],
  });
  if (next === null || next > app.clock.now()) return;
  await asScheduledWork(() => publishDueReviews(app));
}
