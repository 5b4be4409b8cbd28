import type { CommandContext } from './command-context';
import { REVIEW_REMINDER_DAYS_BEFORE, reviewPagePath } from '@freelane/shared/contracts';
import type { NewNotification } from '../repositories/notifications';
import { notifyEach } from './notify-each';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "in 2 days", or less when the reminder went out late (the server was down). */
const closesIn = (closesAt: Date, now: Date) => {
  const days = Math.round((closesAt.getTime() - now.getTime()) / DAY_MS);
  return days >= 1 ? `in ${days} day${days === 1 ? '' : 's'}` : 'in less than a day';
};

/**
 * Scheduler rule of issue 12: REVIEW_REMINDER_DAYS_BEFORE days before a window closes, each party
 * who has not reviewed yet is reminded, once per window (a guarded UPDATE claims each reminder, so
 * several processes send it once). Resolves to how many windows this call reminded.
 */
export async function remindReviews(app: CommandContext): Promise<number> {
  const now = app.clock.now();
  const claimed = await app.repos.reviews.claimReminders(
    now,
    new Date(now.getTime() + REVIEW_REMINDER_DAYS_BEFORE * DAY_MS),
  );
  if (claimed.length === 0) return 0;
  const people = await app.repos.jobs.people(claimed.flatMap(({ window }) => [window.clientId, window.freelancerId]));
  const nameOf = (id: string) => people.get(id)?.fullName ?? 'the other party';
  const notifications: NewNotification[] = [];
  for (const { window, jobTitle, reviewerIds } of claimed) {
    for (const [userId, otherId] of [
      [window.clientId, window.freelancerId],
      [window.freelancerId, window.clientId],
    ]) {
      if (reviewerIds.includes(userId)) continue;
      const waiting = reviewerIds.includes(otherId) ? `${nameOf(otherId)} has already written theirs. ` : '';
      notifications.push({
        userId,
        senderId: null,
        category: 'Job',
        type: 'review_reminder',
        message: `The review period for "${jobTitle}" closes ${closesIn(window.closesAt, now)}: review ${nameOf(otherId)} before then. ${waiting}After that, the reviews are published as they are.`,
        link: reviewPagePath(window.jobId),
      });
    }
  }
  await notifyEach(app, notifications);
  app.log.info({ jobIds: claimed.map(({ window }) => window.jobId) }, 'review reminders sent');
  return claimed.length;
}
