import type { CommandContext } from './command-context';
import { REVIEW_WINDOW_DAYS, reviewPagePath } from '@freelane/shared/contracts';
import type { JobRow } from '../db/schema';
import { notifyEach } from './notify-each';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Windows one catch-up run opens at most; the next run takes the rest. */
const CATCH_UP_BATCH = 100;

/** Opens the window and tells both parties; false when there was nothing to open. */
async function openWindow(app: CommandContext, job: JobRow): Promise<boolean> {
  if (job.status !== 'completed' || !job.hiredFreelancerId) return false;
  const now = app.clock.now();
  const opensAt = job.completedAt ?? now;
  // The whole period counts from when the parties are told, even for a window opened late (a job
  // completed before reviews existed, or one whose window a crash left unopened).
  const closesAt = new Date(Math.max(opensAt.getTime(), now.getTime()) + REVIEW_WINDOW_DAYS * DAY_MS);
  const window = await app.repos.reviews.openWindow({
    jobId: job.id,
    clientId: job.ownerId,
    freelancerId: job.hiredFreelancerId,
    opensAt,
    closesAt,
  });
  // Another caller opened it first (and told them). No cached read needs dropping: the one that
  // depends on windows, the next closing time, outlives no new window's 14 days.
  if (!window) return false;
  const people = await app.repos.jobs.people([window.clientId, window.freelancerId]);
  const nameOf = (id: string) => people.get(id)?.fullName ?? 'the other party';
  const invite = (userId: string, otherId: string) => ({
    userId,
    senderId: null,
    category: 'Job' as const,
    type: 'review_window_opened',
    message: `"${job.title}" is complete: you have ${REVIEW_WINDOW_DAYS} days to review ${nameOf(otherId)}. Both reviews stay hidden until you have both written yours.`,
    link: reviewPagePath(job.id),
  });
  await notifyEach(app, [invite(window.clientId, window.freelancerId), invite(window.freelancerId, window.clientId)]);
  return true;
}

/**
 * A job just completed (Accept Work, the auto-completion, a dispute settled as complete): its
 * review window opens and both parties are invited. Idempotent: the insert does nothing when the
 * window exists, and only the call that inserted it notifies. Rejects only if the database does;
 * callers log that, and openMissingReviewWindows opens the window on its next run.
 */
export async function openReviewWindow(app: CommandContext, job: JobRow): Promise<void> {
  await openWindow(app, job);
}

/**
 * Scheduler catch-up: completed jobs without a window (a crash between the completion and the
 * window, or jobs completed before reviews existed) get theirs. One failing job never holds up the
 * others. Resolves to how many windows this call opened.
 */
export async function openMissingReviewWindows(app: CommandContext): Promise<number> {
  const missing = await app.repos.reviews.completedWithoutWindow(CATCH_UP_BATCH);
  let opened = 0;
  for (const job of missing) {
    try {
      if (await openWindow(app, job)) opened += 1;
    } catch (error) {
      app.log.error({ err: error, jobId: job.id }, 'review window could not be opened');
    }
  }
  if (opened > 0) app.log.info({ opened }, 'missing review windows opened');
  return opened;
}
