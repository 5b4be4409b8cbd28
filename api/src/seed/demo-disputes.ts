import { beforeAnythingIsCached } from '../repositories/changes';
import { eq } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, DISPUTE_ESCALATION_DAYS, disputePagePath } from '@freelane/shared/contracts';
import { describeOutcome } from '../commands/dispute-outcome';
import type { Db } from '../db/client';
import { applications, jobs, notifications, type DisputeRow, type JobRow } from '../db/schema';
import { zipArchive } from '../lib/zip-archive';
import { createDisputesRepository } from '../repositories/disputes';
import { createJobWorkRepository } from '../repositories/job-work';
import { createNotificationsRepository } from '../repositories/notifications';
import type { DemoPeople, StageWork } from './demo-jobs';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DEMO_DISPUTE_TITLE = 'Menu board and price list for a corner café';
export const DEMO_DISPUTE_CLIENT_REASON =
  'The menu board uses last year’s prices and the vegan dishes are missing, although both were in the brief. The price list is also not in the A5 size we asked for.';
export const DEMO_DISPUTE_FREELANCER_REASON =
  'I used the price sheet attached to the brief, which was last year’s. The vegan dishes were added in a chat message after I had delivered; I am happy to add them.';
const DEMO_REDO_DAYS = 3;
const DEMO_REDO_NOTE =
  'I will update the prices from your new sheet, add the four vegan dishes and export the price list in A5.';

const MENU_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800">
  <rect width="600" height="800" fill="#2b2b2b"/>
  <text x="50" y="90" font-family="serif" font-size="48" fill="#f4e9d8">Corner Café</text>
  <text x="50" y="180" font-family="sans-serif" font-size="28" fill="#f4e9d8">Espresso ........ 2.20</text>
  <text x="50" y="230" font-family="sans-serif" font-size="28" fill="#f4e9d8">Flat white ...... 3.10</text>
  <text x="50" y="280" font-family="sans-serif" font-size="28" fill="#f4e9d8">Croissant ....... 1.90</text>
</svg>
`;

/**
 * One open dispute in the demo data, on a job of its own so every other demo state (Take Action,
 * View Revision, in progress, completed) stays: Ben delivered Clara's café menu board, Clara marked
 * it incomplete with her reason two days ago, Ben gave his side, both wrote in the thread, and Ben's
 * offer to redo the work within three days waits for Clara's answer. Written through the same
 * repositories the routes use (guarded job update, dispute opened in its transaction, events in order).
 */
export async function seedDemoDispute(
  db: Db,
  { clara, ben }: Pick<DemoPeople, 'clara' | 'ben'>,
  now: Date,
  stageWork: StageWork,
): Promise<{ job: JobRow; dispute: DisputeRow }> {
  const t = now.getTime();
  const at = (ms: number) => new Date(t - ms);
  const work = createJobWorkRepository(db, beforeAnythingIsCached);
  const disputes = createDisputesRepository(db, beforeAnythingIsCached);

  const [hired] = await db
    .insert(jobs)
    .values({
      ownerId: clara.id,
      title: DEMO_DISPUTE_TITLE,
      category: 'Design & Creative',
      rank: 'intermediate',
      description:
        'A chalkboard-style menu board for behind the counter and a matching A5 price list for the tables, with our current prices and the new vegan dishes.',
      skills: ['Graphic design', 'Typography', 'Print'],
      jobType: 'oneTime',
      duration: 'lessThanWeek',
      budgetType: 'fixed',
      salary: 320,
      applicationDeadline: at(14 * DAY_MS)
        .toISOString()
        .slice(0, 10),
      status: 'progress',
      hiredFreelancerId: ben.id,
      // A day apart from the other demo hires, so lists ordered by hire date have one order.
      hiredAt: at(11 * DAY_MS),
      createdAt: at(16 * DAY_MS),
      updatedAt: at(11 * DAY_MS),
    })
    .returning();
  await db.insert(applications).values({
    jobId: hired.id,
    applicantId: ben.id,
    status: 'accepted',
    coverLetter:
      'Hello Clara, I design menus and signage for small cafés and bakeries: readable from the queue, easy to update when prices change, and printed without surprises.',
    yourApproach: 'One layout proposal on day one, then the final board and price list as print-ready PDF and SVG.',
    estimatedTimeLine: 'lessThanWeek',
    yourBid: 300,
    portfolio: 'https://dribbble.com/ben-demo',
    questionsForClient: 'Can you send me your current price sheet?',
    paymentDeliveryTerms: 'fixed',
    createdAt: at(13 * DAY_MS),
    updatedAt: at(11 * DAY_MS),
  });

  const deliveredAt = at(3 * DAY_MS);
  const file = await stageWork(ben, {
    fileName: 'corner-cafe-menu-v1.zip',
    bytes: zipArchive(
      [
        { name: 'menu/menu-board.svg', content: MENU_SVG },
        { name: 'README.txt', content: 'Menu board as SVG, first round. The price list follows the same layout.\n' },
      ],
      deliveredAt,
    ),
  });
  const paused = await work.recordSubmission({
    jobId: hired.id,
    freelancerId: ben.id,
    fromStatus: 'progress',
    round: 1,
    files: [file],
    now: deliveredAt,
    clientReviewDeadline: new Date(deliveredAt.getTime() + CLIENT_REVIEW_DAYS * DAY_MS),
  });
  if (!paused) throw new Error(`demo job "${DEMO_DISPUTE_TITLE}" could not take its delivery`);

  const openedAt = at(2 * DAY_MS);
  const opened = await disputes.openForIncomplete({
    jobId: hired.id,
    ownerId: clara.id,
    reason: DEMO_DISPUTE_CLIENT_REASON,
    now: openedAt,
    escalatesAt: new Date(openedAt.getTime() + DISPUTE_ESCALATION_DAYS * DAY_MS),
  });
  if (!opened) throw new Error(`demo job "${DEMO_DISPUTE_TITLE}" could not be disputed`);
  const disputeId = opened.dispute.id;
  await disputes.addStatement(
    disputeId,
    'freelancer',
    ben.id,
    DEMO_DISPUTE_FREELANCER_REASON,
    at(2 * DAY_MS - 3 * HOUR_MS),
  );
  await disputes.addMessage(
    disputeId,
    clara.id,
    'The new price sheet is the one I sent in the chat on Monday. Could you also make the prices larger? They are hard to read from the door.',
    [],
    at(DAY_MS + 4 * HOUR_MS),
  );
  await disputes.addMessage(
    disputeId,
    ben.id,
    'Got it, thank you. Larger prices make sense; I will bump them to 36 pt.',
    [],
    at(DAY_MS + 2 * HOUR_MS),
  );
  const offer = describeOutcome('redo', DEMO_REDO_DAYS);
  await disputes.propose({
    disputeId,
    proposerId: ben.id,
    outcome: 'redo',
    redoDays: DEMO_REDO_DAYS,
    note: DEMO_REDO_NOTE,
    eventText: `Proposed to ${offer}.\n\n${DEMO_REDO_NOTE}`,
    now: at(DAY_MS),
  });

  // What the bells show: Ben learnt of the dispute, Clara of his offer (unread).
  const notificationsRepo = createNotificationsRepository(db, beforeAnythingIsCached);
  const link = disputePagePath(hired.id);
  for (const entry of [
    {
      userId: ben.id,
      senderId: clara.id,
      type: 'work_incomplete',
      message: `${clara.fullName} marked your work on "${DEMO_DISPUTE_TITLE}" as incomplete and opened a dispute. Please give your side.`,
      createdAt: openedAt,
      isRead: true,
    },
    {
      userId: clara.id,
      senderId: ben.id,
      type: 'dispute_proposal',
      message: `${ben.fullName} proposes to ${offer} to settle the dispute about "${DEMO_DISPUTE_TITLE}". Please accept or decline.`,
      createdAt: at(DAY_MS),
      isRead: false,
    },
  ]) {
    const row = await notificationsRepo.create({
      userId: entry.userId,
      senderId: entry.senderId,
      category: 'Job',
      type: entry.type,
      message: entry.message,
      link,
    });
    await db
      .update(notifications)
      .set({ createdAt: entry.createdAt, isRead: entry.isRead })
      .where(eq(notifications.id, row.id));
  }
  return { job: opened.job, dispute: opened.dispute };
}
