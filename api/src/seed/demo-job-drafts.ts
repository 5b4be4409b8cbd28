import { eq } from 'drizzle-orm';
import { JOB_DRAFTS_PENDING_MAX, type JobBody } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { notifications, type JobRow, type UserRow } from '../db/schema';
import { siteLinks } from '../lib/site-links';
import { beforeAnythingIsCached } from '../repositories/changes';
import { createHiringRepository } from '../repositories/hiring';
import { createJobDraftsRepository } from '../repositories/job-drafts';
import { createNotificationsRepository, type NewNotification } from '../repositories/notifications';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The job Ben drafted for Clara, waiting for her approval on `npm start`. */
export const DEMO_DRAFT_TITLE = 'Online ordering page for our tea shop';

/**
 * A hiring assistant at work for a client on `npm start` (issue 28), through the repositories the
 * routes use: Clara appointed Ben (an accepted assistant: demo-programmes.ts) to her open tea-shop
 * job three days ago and he accepted; this morning he drafted a job for her, which waits for her
 * approval, so both dashboards have a draft to show. Ben sent no proposal for the tea-shop job: an
 * assistant never competes for a job he judges.
 */
export async function seedDemoJobDraft(db: Db, { clara, ben }: { clara: UserRow; ben: UserRow }, teaShop: JobRow, now: Date) {
  const t = now.getTime();
  const hiring = createHiringRepository(db);
  const appointed = await hiring.appoint(clara.id, ben.id, teaShop.id, new Date(t - 3 * DAY_MS));
  if (appointed.kind !== 'appointed') throw new Error(`the demo appointment could not be made (${appointed.kind})`);
  await hiring.respond(appointed.appointment.id, ben.id, 'accepted', new Date(t - 3 * DAY_MS + 2 * HOUR_MS));

  const draftedAt = new Date(t - 5 * HOUR_MS);
  // As Post A Job's contract leaves a valid body (trimmed, skills normalised).
  const job: JobBody = {
    title: DEMO_DRAFT_TITLE,
    category: 'Web Development',
    rank: 'intermediate',
    description:
      'Regulars want to order loose-leaf tea for pick-up. A page listing our teas by weight, a basket, a pick-up time and an order e-mail to the shop; no online payment for now. It must work well on phones and match the new brand.',
    skills: ['React', 'Forms', 'Responsive design'],
    jobType: 'oneTime',
    duration: '1to2Weeks',
    budgetType: 'fixed',
    salary: 650,
    applicationDeadline: new Date(t + 12 * DAY_MS).toISOString().slice(0, 10),
  };
  const drafts = createJobDraftsRepository(db, beforeAnythingIsCached);
  const drafted = await drafts.create(ben.id, clara.id, job, draftedAt, JOB_DRAFTS_PENDING_MAX);
  if (drafted.kind !== 'drafted') throw new Error(`the demo draft could not be made (${drafted.kind})`);

  // What the two bells show, as the routes write them: Ben was told of the appointment (read), Clara
  // of the draft (unread).
  const repo = createNotificationsRepository(db, beforeAnythingIsCached);
  const entries: { input: NewNotification; createdAt: Date; read: boolean }[] = [
    {
      input: {
        userId: ben.id,
        senderId: clara.id,
        category: 'Job',
        type: 'hiringAppointment',
        message: `${clara.fullName} appointed you as hiring assistant for "${teaShop.title}". Accept or decline on your dashboard.`,
        link: siteLinks.hiringAssistantDashboard(),
      },
      createdAt: new Date(t - 3 * DAY_MS),
      read: true,
    },
    {
      input: {
        userId: clara.id,
        senderId: ben.id,
        category: 'Job',
        type: 'jobDraftReceived',
        message: `${ben.fullName} drafted a job for you: "${DEMO_DRAFT_TITLE}". Approve it to post it, or decline it.`,
        link: siteLinks.clientJobDrafts(),
      },
      createdAt: draftedAt,
      read: false,
    },
  ];
  for (const entry of entries) {
    const row = await repo.create(entry.input);
    await db.update(notifications).set({ createdAt: entry.createdAt, isRead: entry.read }).where(eq(notifications.id, row.id));
  }
}
