import { beforeAnythingIsCached } from '../repositories/changes';
import { eq, sql } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, FREELANCER_REVISION_DAYS } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { applications, contacts, jobs, users, type JobRow, type UserRow } from '../db/schema';
import { createJobWorkRepository } from '../repositories/job-work';
import type { NewStoredFile } from '../repositories/stored-files';
import { bikeShopDelivery, potteryDelivery, type DemoDelivery } from './demo-work';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type NewJob = typeof jobs.$inferInsert;
type NewApplication = typeof applications.$inferInsert;

export interface DemoPeople {
  clara: UserRow;
  ava: UserRow;
  ben: UserRow;
}

/**
 * Stores a delivered file's bytes as Submit Work stages an upload (content-checked, kind 'work',
 * owned by the freelancer) and returns the row to record; the caller's storage keeps the bytes.
 */
export type StageWork = (freelancer: UserRow, delivery: DemoDelivery) => Promise<NewStoredFile>;

const COVER = {
  ava: 'Hi Clara, I have built a dozen small-business sites with React and a headless CMS. I care about fast pages, accessible markup and a handover your team can maintain without me. Happy to share references.',
  ben: 'Hello Clara, I am a brand and UI designer who also ships the front-end of what I design. I would start from your brand, sketch two directions, and deliver a polished, responsive result on time.',
};

const proposal = (who: 'ava' | 'ben', bid: number): Omit<NewApplication, 'jobId' | 'applicantId'> => ({
  coverLetter: COVER[who],
  yourApproach:
    who === 'ava'
      ? 'A short discovery call, a clickable prototype in week one, then the build with a review every two days.'
      : 'Moodboard and two design directions first, then the chosen direction designed and built page by page.',
  estimatedTimeLine: '1to2Weeks',
  yourBid: bid,
  portfolio: who === 'ava' ? 'https://github.com/ava-demo' : 'https://dribbble.com/ben-demo',
  questionsForClient: 'Do you already have a logo and brand colours?',
  paymentDeliveryTerms: 'fixed',
});

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The revision Clara asked of Ben's first logo delivery. */
export const DEMO_REVISION_CHANGES =
  'The wheel in the logo gets lost at small sizes: please make the spokes thicker and add a one-colour version for stamps and stickers. The business card is great as it is.';

/**
 * Demo jobs of Clara in every state a screen shows: three open (two with proposals from Ava and
 * Ben), one in progress with Ben hired, one with Ava's work waiting for Clara's review (Take Action),
 * one in revision with Ben (View Revision), one completed by Ava. Dates are relative to `now` so the
 * deadlines are always ahead on `npm start`; the delivered files are real ZIP archives in storage.
 */
/** The demo jobs other demo data (conversations, notifications) refers to. */
export interface DemoJobs {
  bakery: JobRow;
  pottery: JobRow;
  bikeShop: JobRow;
  illustrations: JobRow;
  checkout: JobRow;
  /** Open, without proposals: Ben assists Clara with it (demo-job-drafts.ts). */
  teaShop: JobRow;
}

export async function seedDemoJobs(db: Db, { clara, ava, ben }: DemoPeople, now: Date, stageWork: StageWork): Promise<DemoJobs> {
  const t = now.getTime();
  const work = createJobWorkRepository(db, beforeAnythingIsCached);
  /** Round 1 delivered at `submittedAt`, recorded by the same guarded update as Submit Work. */
  const deliver = async (hired: JobRow, freelancer: UserRow, delivery: (submittedAt: Date) => DemoDelivery, submittedAt: Date) => {
    const file = await stageWork(freelancer, delivery(submittedAt));
    const paused = await work.recordSubmission({
      jobId: hired.id,
      freelancerId: freelancer.id,
      fromStatus: hired.status,
      round: 1,
      files: [file],
      now: submittedAt,
      clientReviewDeadline: new Date(submittedAt.getTime() + CLIENT_REVIEW_DAYS * DAY_MS),
    });
    if (!paused) throw new Error(`demo job "${hired.title}" could not take its delivery`);
    return paused;
  };
  const base = {
    ownerId: clara.id,
    jobType: 'oneTime',
    budgetType: 'fixed',
  } satisfies Partial<NewJob>;
  const job = async (values: Omit<NewJob, keyof typeof base>) => {
    const [row] = await db
      .insert(jobs)
      .values({ ...base, updatedAt: values.createdAt, ...values })
      .returning();
    return row;
  };

  const bakery = await job({
    title: 'Landing page redesign for a neighbourhood bakery',
    category: 'Web Development',
    rank: 'intermediate',
    description:
      'Our bakery needs a new landing page: a warm hero with our bread, the weekly menu, opening hours, a map and an order form that e-mails us. It must load fast on phones.',
    skills: ['React', 'CSS', 'Responsive design'],
    duration: '1to2Weeks',
    salary: 750,
    applicationDeadline: isoDate(t + 14 * DAY_MS),
    createdAt: new Date(t - 2 * DAY_MS),
  });
  const yoga = await job({
    title: 'Class booking app for a yoga studio',
    category: 'Mobile Development',
    rank: 'experienced',
    // Long on purpose, its key instruction last: the job page shows a post whole (issue 36).
    description:
      'A simple mobile app where members see the weekly timetable, book or cancel a class and get a reminder an hour before. ' +
      'Android and iOS, with an admin screen where the studio adds classes, sets how many mats each room has and sees who is coming. ' +
      'About 120 members book today by text message, so the first version must be easy for people who rarely install apps: sign-in by e-mail link, large buttons, no account settings to learn. ' +
      'We will provide the timetable as a spreadsheet and our logo and colours. ' +
      'Before you send a proposal, tell us which app of yours we can install from a store today, or we will not read it.',
    skills: ['Flutter', 'Firebase', 'UI design'],
    duration: '1to3Months',
    salary: 2400,
    applicationDeadline: isoDate(t + 21 * DAY_MS),
    createdAt: new Date(t - DAY_MS),
  });
  const teaShop = await job({
    title: 'Brand identity refresh for a tea shop',
    category: 'Design & Creative',
    rank: 'any',
    description:
      'We want a refreshed logo, a colour palette and a small set of social media templates that feel calm and modern while keeping the leaf from our current logo.',
    skills: ['Branding', 'Illustration', 'Figma'],
    duration: '2to4Weeks',
    salary: 480,
    applicationDeadline: isoDate(t + 10 * DAY_MS),
    createdAt: new Date(t - 5 * HOUR_MS),
  });
  const illustrations = await job({
    title: 'Illustrations for our marketing site',
    category: 'Design & Creative',
    rank: 'experienced',
    description:
      'Six custom illustrations in one consistent style for the main sections of our marketing site, delivered as SVG and PNG, plus the source files.',
    skills: ['Illustration', 'Figma'],
    duration: '2to4Weeks',
    salary: 900,
    applicationDeadline: isoDate(t - 2 * DAY_MS),
    status: 'progress',
    hiredFreelancerId: ben.id,
    hiredAt: new Date(t - 3 * DAY_MS),
    createdAt: new Date(t - 12 * DAY_MS),
  });
  const pottery = await job({
    title: 'Newsletter sign-up page for our pottery studio',
    category: 'Web Development',
    rank: 'intermediate',
    description:
      'A single page where visitors join our monthly newsletter: a short pitch, a sign-up form connected to our mail provider with double opt-in, and a thank-you page. Plain and fast, in our colours.',
    skills: ['HTML', 'CSS', 'JavaScript'],
    duration: 'lessThanWeek',
    salary: 450,
    applicationDeadline: isoDate(t - 9 * DAY_MS),
    status: 'progress',
    hiredFreelancerId: ava.id,
    hiredAt: new Date(t - 10 * DAY_MS),
    createdAt: new Date(t - 16 * DAY_MS),
  });
  const bikeShop = await job({
    title: 'Logo and business cards for a bicycle repair shop',
    category: 'Design & Creative',
    rank: 'intermediate',
    description:
      'A logo that works on our shop sign, on stickers and on invoices, and a business card to go with it. We like bold, friendly shapes and our green.',
    skills: ['Branding', 'Logo design', 'Figma'],
    duration: '1to2Weeks',
    salary: 350,
    applicationDeadline: isoDate(t - 12 * DAY_MS),
    status: 'progress',
    hiredFreelancerId: ben.id,
    hiredAt: new Date(t - 13 * DAY_MS),
    createdAt: new Date(t - 18 * DAY_MS),
  });
  const checkout = await job({
    title: 'Fix the checkout of our online store',
    category: 'Web Development',
    rank: 'expert',
    description:
      'Customers drop out at checkout: the address form loses input on mobile and the payment step times out. Find the causes, fix them and add tests so it stays fixed.',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
    duration: 'lessThanWeek',
    salary: 600,
    applicationDeadline: isoDate(t - 25 * DAY_MS),
    status: 'completed',
    hiredFreelancerId: ava.id,
    hiredAt: new Date(t - 24 * DAY_MS),
    submittedAt: new Date(t - 20 * DAY_MS),
    clientReviewDeadline: new Date(t - 15 * DAY_MS),
    completedAt: new Date(t - 19 * DAY_MS),
    // Clara paid Ava directly and marked it paid; Ava has not confirmed it yet (issue 36): both
    // buttons and both words of the payment record show in the demo.
    paidAt: new Date(t - 17 * DAY_MS),
    createdAt: new Date(t - 30 * DAY_MS),
  });

  // Hiring accepts the chosen proposal (its bid is the agreed price) and rejects the other pending
  // ones, both dated at the hire, as decide-application records it.
  const apply = (job: JobRow, who: 'ava' | 'ben', bid: number, status: NewApplication['status'], createdAt: Date) =>
    db.insert(applications).values({
      ...proposal(who, bid),
      jobId: job.id,
      applicantId: who === 'ava' ? ava.id : ben.id,
      status,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : (job.hiredAt ?? createdAt),
    });
  await apply(bakery, 'ava', 720, 'pending', new Date(t - DAY_MS));
  await apply(bakery, 'ben', 780, 'pending', new Date(t - 20 * HOUR_MS));
  await apply(yoga, 'ben', 2300, 'pending', new Date(t - 6 * HOUR_MS));
  await apply(illustrations, 'ben', 880, 'accepted', new Date(t - 8 * DAY_MS));
  await apply(illustrations, 'ava', 950, 'rejected', new Date(t - 7 * DAY_MS));
  await apply(pottery, 'ava', 420, 'accepted', new Date(t - 15 * DAY_MS));
  await apply(pottery, 'ben', 480, 'rejected', new Date(t - 14 * DAY_MS));
  await apply(bikeShop, 'ben', 340, 'accepted', new Date(t - 17 * DAY_MS));
  await apply(checkout, 'ava', 600, 'accepted', new Date(t - 27 * DAY_MS));

  // Ava delivered yesterday: Clara has CLIENT_REVIEW_DAYS - 1 days left to accept, mark incomplete
  // or ask for the revision, so the scheduler leaves it alone at start.
  await deliver(pottery, ava, potteryDelivery, new Date(t - DAY_MS));
  // Ben delivered three days ago and Clara used the free revision yesterday: Ben's countdown runs.
  const bikeShopPaused = await deliver(bikeShop, ben, bikeShopDelivery, new Date(t - 3 * DAY_MS));
  const revisionAt = new Date(t - DAY_MS);
  const revised = await work.requestRevision(
    bikeShopPaused.id,
    clara.id,
    DEMO_REVISION_CHANGES,
    revisionAt,
    new Date(revisionAt.getTime() + FREELANCER_REVISION_DAYS * DAY_MS),
  );
  if (!revised) throw new Error(`demo job "${bikeShop.title}" could not move to revision`);

  // Hiring connects client and freelancer (both directions, the client's row dated by the first hire).
  for (const [freelancer, connectedAt] of [
    [ava, checkout.hiredAt],
    [ben, bikeShop.hiredAt],
  ] as const) {
    await db.insert(contacts).values({ userId: clara.id, contactId: freelancer.id, connectedAt, createdAt: connectedAt ?? now });
    await db.insert(contacts).values({ userId: freelancer.id, contactId: clara.id, createdAt: connectedAt ?? now });
  }
  // Ava's completed job counts on her profile, as accepting work would have done.
  await db
    .update(users)
    .set({ projectCompleted: sql`${users.projectCompleted} + 1` })
    .where(eq(users.id, ava.id));
  return { bakery, pottery, bikeShop, illustrations, checkout, teaShop };
}
