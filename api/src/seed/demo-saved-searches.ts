import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobAlerts, notifications, savedSearches, type JobRow, type UserRow } from '../db/schema';
import { siteLinks } from '../lib/site-links';
import { beforeAnythingIsCached } from '../repositories/changes';
import { createNotificationsRepository } from '../repositories/notifications';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The names of Ava's saved searches on `npm start`. */
export const DEMO_SAVED_SEARCHES = { branding: 'Branding and logos', react: 'React front-ends' } as const;

/**
 * Saved searches and a job alert on `npm start` (issue 37): Ava saved two searches ten days ago and
 * last opened them two days ago; Clara's tea-shop job, posted five hours ago, matched the first, so
 * Ava has an unread JobAlert notification and the search shows one new match. Written as the matcher
 * writes them (commands/job-alerts.ts); the tea-shop job is not queued, so nothing alerts twice.
 */
export async function seedDemoSavedSearches(db: Db, { ava }: { ava: UserRow }, teaShop: JobRow, now: Date) {
  const t = now.getTime();
  const savedAt = new Date(t - 10 * DAY_MS);
  const lastOpenedAt = new Date(t - 2 * DAY_MS);
  const [branding] = await db
    .insert(savedSearches)
    .values([
      {
        userId: ava.id,
        name: DEMO_SAVED_SEARCHES.branding,
        search: 'logo',
        category: 'Design & Creative',
        alertInApp: true,
        alertEmail: 'daily',
        alertPush: false,
        lastOpenedAt,
        createdAt: savedAt,
        updatedAt: savedAt,
      },
      {
        userId: ava.id,
        name: DEMO_SAVED_SEARCHES.react,
        search: 'react',
        category: 'Web Development',
        alertInApp: true,
        alertEmail: 'instant',
        alertPush: false,
        lastOpenedAt,
        createdAt: new Date(savedAt.getTime() + HOUR_MS),
        updatedAt: new Date(savedAt.getTime() + HOUR_MS),
      },
    ])
    .returning();
  const alertedAt = teaShop.createdAt;
  // Already mailed in a digest: a fresh demo sends no mail of its own.
  await db.insert(jobAlerts).values({
    savedSearchId: branding.id,
    jobId: teaShop.id,
    userId: ava.id,
    createdAt: alertedAt,
    claimedAt: alertedAt,
    delivery: 'instant',
    mail: 'digest',
    mailedAt: alertedAt,
  });
  const row = await createNotificationsRepository(db, beforeAnythingIsCached).create({
    userId: ava.id,
    senderId: null,
    category: 'JobAlert',
    type: 'job_alert',
    message: `New job for your saved search "${branding.name}": ${teaShop.title}`,
    link: siteLinks.jobPage(teaShop.id),
  });
  await db.update(notifications).set({ createdAt: alertedAt }).where(eq(notifications.id, row.id));
}
