import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, REVIEW_WINDOW_DAYS } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { contacts, jobs, reviewWindows, users, type UserRow } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Earlier contracts between Clara and Ava, completed over the past year (issue 38): the Earnings
 * chart (Ava) and the Spending chart (Clara's dashboard) show a real shape, and the CSV export and
 * the invoices have history to show. Agreed in chat briefs (the brief's amount is the agreed amount,
 * no proposal), each paid by Clara and confirmed received by Ava: nothing of them is still due.
 */
export const DEMO_PAST_CONTRACTS = [
  { monthsAgo: 2, title: 'Accessible contact form for the bakery site', amount: 480 },
  { monthsAgo: 4, title: 'Online ordering for the bakery’s holiday cakes', amount: 950 },
  { monthsAgo: 6, title: 'Speed-up of the bakery site on phones', amount: 320 },
  { monthsAgo: 8, title: 'First website for the bakery', amount: 1150 },
  { monthsAgo: 10, title: 'Opening-hours page and map for the bakery', amount: 260 },
] as const;

/** The 12th of the month `monthsAgo` before `now`, mid-day UTC: inside that calendar month in any zone. */
const inMonthBefore = (now: Date, monthsAgo: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 12, 12));

export async function seedDemoEarnings(db: Db, { clara, ava }: { clara: UserRow; ava: UserRow }, now: Date) {
  for (const past of DEMO_PAST_CONTRACTS) {
    const completedAt = inMonthBefore(now, past.monthsAgo);
    const hiredAt = new Date(completedAt.getTime() - 9 * DAY_MS);
    const submittedAt = new Date(completedAt.getTime() - 20 * HOUR_MS);
    const [job] = await db
      .insert(jobs)
      .values({
        ownerId: clara.id,
        title: past.title,
        category: 'Web Development',
        rank: 'intermediate',
        description: `${past.title}: agreed with Ava in chat, delivered and accepted.`,
        skills: ['React', 'CSS'],
        jobType: 'oneTime',
        duration: '1to2Weeks',
        budgetType: 'fixed',
        salary: past.amount,
        delivarables: 'The finished pages on the live site and a short handover note.',
        applicationDeadline: hiredAt.toISOString().slice(0, 10),
        status: 'completed',
        hiredFreelancerId: ava.id,
        hiredAt,
        submittedAt,
        clientReviewDeadline: new Date(submittedAt.getTime() + CLIENT_REVIEW_DAYS * DAY_MS),
        completedAt,
        paidAt: new Date(completedAt.getTime() + 2 * DAY_MS),
        paymentConfirmedAt: new Date(completedAt.getTime() + 3 * DAY_MS),
        createdAt: hiredAt,
        updatedAt: completedAt,
      })
      .returning();
    // Their review window opened at completion and closed long ago with nothing written: no review
    // is pending, and the scheduler finds nothing to open or publish at start.
    const closesAt = new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    await db.insert(reviewWindows).values({
      jobId: job.id,
      clientId: clara.id,
      freelancerId: ava.id,
      opensAt: completedAt,
      closesAt,
      publishedAt: closesAt,
    });
  }
  // Their first contract connected them (seedDemoJobs dated it by the later checkout hire).
  const first = inMonthBefore(now, Math.max(...DEMO_PAST_CONTRACTS.map((past) => past.monthsAgo)));
  await db
    .update(contacts)
    .set({ connectedAt: new Date(first.getTime() - 9 * DAY_MS) })
    .where(and(eq(contacts.userId, clara.id), eq(contacts.contactId, ava.id)));
  await db
    .update(users)
    .set({ projectCompleted: sql`${users.projectCompleted} + ${DEMO_PAST_CONTRACTS.length}` })
    .where(eq(users.id, ava.id));
}
