import { beforeAnythingIsCached } from '../repositories/changes';
import { eq, sql } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, REVIEW_WINDOW_DAYS, reviewPagePath, type ReviewerRole } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobs, notifications, reviewWindows, reviews, users, type JobRow, type UserRow } from '../db/schema';
import { createNotificationsRepository, type NewNotification } from '../repositories/notifications';
import { recomputeRatingsIn } from '../repositories/reviews';
import type { DemoJobs, DemoPeople } from './demo-jobs';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Clients of Ben's earlier jobs. They never sign in (no password): they give his history, and the
 * ratings on Find Talent, real reviews from more than one client.
 */
const PAST_CLIENTS = {
  daniel: { fullName: 'Daniel Moreau', username: 'daniel-moreau', professionalTitle: 'Owner, Café Lumen' },
  priya: { fullName: 'Priya Nair', username: 'priya-nair', professionalTitle: 'Founder, Sproutly' },
  tom: { fullName: 'Tom Becker', username: 'tom-becker', professionalTitle: 'Owner, Becker Books' },
} as const;
type PastClient = keyof typeof PAST_CLIENTS;

interface DemoReview {
  stars: [overall: number, communication: number, quality: number, timeliness: number];
  comment: string;
  /** Written this long after the completion. */
  afterHours: number;
  /** The reviewee's answer, this long after the completion. */
  reply?: { text: string; afterHours: number };
}

interface DemoPastJob {
  client: PastClient;
  title: string;
  category: string;
  description: string;
  delivarables: string;
  skills: string[];
  salary: number;
  hiredDaysAgo: number;
  completedDaysAgo: number;
  /** The client's review of Ben, and Ben's of the client (absent: not written). */
  byClient?: DemoReview;
  byFreelancer?: DemoReview;
}

/** Ben's finished work for other clients, agreed in chat briefs (so no proposals on his record). */
const BEN_PAST_JOBS: DemoPastJob[] = [
  {
    client: 'daniel',
    title: 'Menu boards and window posters for Café Lumen',
    category: 'Design & Creative',
    description:
      'Three menu boards for behind the counter and two window posters for the new breakfast menu, in the café’s hand-drawn style.',
    delivarables:
      'Print-ready PDFs of three menu boards and two A1 posters, the editable Figma file and a web version of the menu.',
    skills: ['Illustration', 'Print design', 'Figma'],
    salary: 420,
    hiredDaysAgo: 34,
    completedDaysAgo: 30,
    byClient: {
      stars: [5, 5, 5, 4],
      comment:
        'Ben turned our chalkboard scribbles into menu boards people stop to photograph. He sent two directions, listened to our baristas’ feedback and delivered print-ready files plus a web version of the menu. One day later than planned, but he told us early.',
      afterHours: 20,
      reply: { text: 'Merci Daniel! Seeing the boards in your window made my week.', afterHours: 60 },
    },
    byFreelancer: {
      stars: [5, 5, 4, 5],
      comment:
        'Daniel knows his café and his customers, which made every design decision easy. Quick, clear feedback on each round and paid the day the files arrived.',
      afterHours: 30,
    },
  },
  {
    client: 'priya',
    title: 'Onboarding screens for the Sproutly app',
    category: 'Design & Creative',
    description:
      'Redesign the five onboarding screens of our plant-care app so new users reach their first reminder in under a minute.',
    delivarables:
      'Five onboarding screens in Figma with light and dark variants, three spot illustrations and a clickable prototype.',
    skills: ['UI design', 'Illustration', 'Figma'],
    salary: 650,
    hiredDaysAgo: 29,
    completedDaysAgo: 24,
    byClient: {
      stars: [4, 5, 4, 3],
      comment:
        'Strong visual work: the onboarding is much clearer and the illustrations fit our brand perfectly. The second round of changes slipped by a few days and I had to chase an update once, so four stars rather than five.',
      afterHours: 26,
      reply: {
        text: 'Thank you Priya, and fair point about the second round: I now send a dated plan with every change request.',
        afterHours: 70,
      },
    },
    byFreelancer: {
      stars: [4, 4, 4, 4],
      comment:
        'An interesting product and a responsive founder. The scope grew by two screens midway, which we settled fairly; a written list of screens up front would have saved us both some time.',
      afterHours: 40,
    },
  },
  {
    client: 'tom',
    title: 'Logo for an independent bookshop',
    category: 'Design & Creative',
    description:
      'A logo for Becker Books that works on the shop sign, on tote bags and as a small stamp inside the books we sell.',
    delivarables: 'Logo in colour and one-colour versions (SVG, PNG, PDF), a stamp version and a one-page usage guide.',
    skills: ['Branding', 'Logo design'],
    salary: 380,
    hiredDaysAgo: 25,
    completedDaysAgo: 21,
    byClient: {
      stars: [4, 4, 4, 5],
      comment:
        'A thoughtful logo with a hidden book spine that our regulars love. The first concepts felt a little generic, but the second round nailed it, and everything arrived on the day Ben promised.',
      afterHours: 50,
    },
    byFreelancer: {
      stars: [5, 5, 5, 5],
      comment:
        'Tom shared the history of the shop and photos of the building, which gave me everything I needed. Friendly, decisive and quick to pay.',
      afterHours: 18,
      reply: { text: 'Thanks Ben, the new sign goes up next month!', afterHours: 80 },
    },
  },
  {
    // Still in its window: Daniel has written his review, Ben has not (his page shows it waiting).
    client: 'daniel',
    title: 'Loyalty card and stamp for Café Lumen',
    category: 'Design & Creative',
    description: 'A loyalty card in the style of our new menu boards, with a rubber stamp for the tenth coffee.',
    delivarables: 'Print-ready loyalty card (front and back), the stamp artwork and the Figma source.',
    skills: ['Print design', 'Illustration'],
    salary: 180,
    hiredDaysAgo: 8,
    completedDaysAgo: 3,
    byClient: {
      stars: [5, 5, 5, 5],
      comment:
        'Second job with Ben and just as good as the first: the card matches our menu boards, and the stamp works even on recycled paper. Our customers already ask about it.',
      afterHours: 22,
    },
  },
];

/** The checkout job of Clara and Ava (demo-jobs.ts): both wrote, Ava answered Clara's review. */
const CHECKOUT_REVIEWS: { byClient: DemoReview; byFreelancer: DemoReview } = {
  byClient: {
    stars: [5, 5, 5, 4],
    comment:
      'Ava found why our checkout lost customers within a day: the address autocomplete raced our form state, and the payment call had no timeout. She fixed both, added tests that reproduce each bug, and explained it all in plain words. Conversions are back up.',
    afterHours: 20,
    reply: {
      text: 'Thank you, Clara! It was a satisfying bug hunt, and the staging access on day one made all the difference.',
      afterHours: 72,
    },
  },
  byFreelancer: {
    stars: [5, 5, 5, 5],
    comment:
      'Clara gave me access to staging and the error logs on day one and answered every question the same morning. A precise brief, and the payment came the moment the work was accepted. A client I would gladly work with again.',
    afterHours: 44,
  },
};

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

/**
 * One completed job's window with its reviews. Both written: published at the second one, as
 * submitting it does. One written: still open and blind.
 */
async function seedWindow(
  db: Db,
  job: JobRow,
  client: UserRow,
  freelancer: UserRow,
  written: { byClient?: DemoReview; byFreelancer?: DemoReview },
) {
  const completedAt = job.completedAt ?? job.updatedAt;
  const entries = (
    [
      ['client', client, freelancer, written.byClient],
      ['freelancer', freelancer, client, written.byFreelancer],
    ] as const
  ).flatMap(([role, reviewer, reviewee, review]) =>
    review ? [{ role: role as ReviewerRole, reviewer, reviewee, review }] : [],
  );
  const publishedAt =
    entries.length === 2 ? later(completedAt, Math.max(...entries.map((entry) => entry.review.afterHours))) : null;
  await db.insert(reviewWindows).values({
    jobId: job.id,
    clientId: client.id,
    freelancerId: freelancer.id,
    opensAt: completedAt,
    closesAt: new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS),
    publishedAt,
  });
  for (const { role, reviewer, reviewee, review } of entries) {
    const [overall, communication, quality, timeliness] = review.stars;
    await db.insert(reviews).values({
      jobId: job.id,
      reviewerId: reviewer.id,
      revieweeId: reviewee.id,
      reviewerRole: role,
      overall,
      communication,
      quality,
      timeliness,
      comment: review.comment,
      createdAt: later(completedAt, review.afterHours),
      publishedAt,
      // Replies exist only on published reviews.
      reply: publishedAt && review.reply ? review.reply.text : null,
      repliedAt: publishedAt && review.reply ? later(completedAt, review.reply.afterHours) : null,
    });
  }
}

/**
 * Reviews in the demo (issue 12), so ratings show at once on Find Talent and every card: Clara and
 * Ava reviewed each other on the checkout job (published, Ava replied; Clara may still reply to
 * Ava's review); Ben has three published reviews from earlier clients (with replies both ways) and
 * one job completed three days ago whose window is open, Daniel's review written and still blind.
 */
export async function seedDemoReviews(
  db: Db,
  { clara, ava, ben }: DemoPeople,
  demoJobs: DemoJobs,
  now: Date,
): Promise<void> {
  const t = now.getTime();
  await seedWindow(db, demoJobs.checkout, clara, ava, CHECKOUT_REVIEWS);

  const clients = new Map<PastClient, UserRow>();
  for (const [key, person] of Object.entries(PAST_CLIENTS) as [PastClient, (typeof PAST_CLIENTS)[PastClient]][]) {
    const [client] = await db
      .insert(users)
      .values({
        ...person,
        email: `${person.username}@clients.freelane.test`,
        passwordHash: null,
        role: 'client',
        emailVerifiedAt: new Date(t - 60 * DAY_MS),
        createdAt: new Date(t - 60 * DAY_MS),
      })
      .returning();
    clients.set(key, client);
  }

  let loyalty: JobRow | undefined;
  for (const past of BEN_PAST_JOBS) {
    const client = clients.get(past.client);
    if (!client) throw new Error(`demo client ${past.client} missing`);
    const hiredAt = new Date(t - past.hiredDaysAgo * DAY_MS);
    const completedAt = new Date(t - past.completedDaysAgo * DAY_MS);
    const submittedAt = new Date(completedAt.getTime() - 6 * HOUR_MS);
    const [job] = await db
      .insert(jobs)
      .values({
        ownerId: client.id,
        title: past.title,
        category: past.category,
        rank: 'any',
        description: past.description,
        skills: past.skills,
        jobType: 'oneTime',
        duration: 'lessThanWeek',
        budgetType: 'fixed',
        salary: past.salary,
        applicationDeadline: isoDate(hiredAt.getTime()),
        status: 'completed',
        hiredFreelancerId: ben.id,
        hiredAt,
        submittedAt,
        clientReviewDeadline: new Date(submittedAt.getTime() + CLIENT_REVIEW_DAYS * DAY_MS),
        completedAt,
        delivarables: past.delivarables,
        createdAt: hiredAt,
        updatedAt: completedAt,
      })
      .returning();
    await seedWindow(db, job, client, ben, past);
    if (!past.byFreelancer) loyalty = job;
  }
  // Each completed job counts on Ben's profile, as accepting the work would have done.
  await db
    .update(users)
    .set({ projectCompleted: sql`${users.projectCompleted} + ${BEN_PAST_JOBS.length}` })
    .where(eq(users.id, ben.id));
  await recomputeRatingsIn(db, [clara.id, ava.id, ben.id, ...[...clients.values()].map((client) => client.id)]);

  const checkoutPublished = later(demoJobs.checkout.completedAt ?? now, CHECKOUT_REVIEWS.byFreelancer.afterHours);
  const daniel = clients.get('daniel');
  const entries: { input: NewNotification; createdAt: Date; read: boolean }[] = [
    ...[clara, ava].map((user) => ({
      input: {
        userId: user.id,
        senderId: null,
        category: 'Job' as const,
        type: 'reviews_published',
        message: `Your reviews for "${demoJobs.checkout.title}" are published: read what ${user.id === clara.id ? ava.fullName : clara.fullName} wrote about you.`,
        link: reviewPagePath(demoJobs.checkout.id),
      },
      createdAt: checkoutPublished,
      read: true,
    })),
    {
      input: {
        userId: clara.id,
        senderId: ava.id,
        category: 'Job',
        type: 'review_replied',
        message: `${ava.fullName} replied to your review on "${demoJobs.checkout.title}".`,
        link: reviewPagePath(demoJobs.checkout.id),
      },
      createdAt: later(demoJobs.checkout.completedAt ?? now, CHECKOUT_REVIEWS.byClient.reply?.afterHours ?? 0),
      read: true,
    },
  ];
  if (loyalty && daniel) {
    entries.push(
      {
        input: {
          userId: ben.id,
          senderId: null,
          category: 'Job',
          type: 'review_window_opened',
          message: `"${loyalty.title}" is complete: you have ${REVIEW_WINDOW_DAYS} days to review ${daniel.fullName}. Both reviews stay hidden until you have both written yours.`,
          link: reviewPagePath(loyalty.id),
        },
        createdAt: loyalty.completedAt ?? now,
        read: true,
      },
      {
        input: {
          userId: ben.id,
          senderId: daniel.id,
          category: 'Job',
          type: 'review_received',
          message: `${daniel.fullName} reviewed you on "${loyalty.title}". Write your review of them to read it: both are published together, or when the review period ends.`,
          link: reviewPagePath(loyalty.id),
        },
        createdAt: later(
          loyalty.completedAt ?? now,
          BEN_PAST_JOBS.find((past) => past.title === loyalty?.title)?.byClient?.afterHours ?? 0,
        ),
        read: false,
      },
    );
  }
  const repo = createNotificationsRepository(db, beforeAnythingIsCached);
  for (const entry of entries) {
    const row = await repo.create(entry.input);
    await db
      .update(notifications)
      .set({ createdAt: entry.createdAt, isRead: entry.read })
      .where(eq(notifications.id, row.id));
  }
}
