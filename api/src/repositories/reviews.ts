import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { ReviewerRole } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobs, reviewWindows, reviews, users, type JobRow, type ReviewRow, type ReviewWindowRow } from '../db/schema';
import { jobPersonColumns, type JobPersonRow, type Page, type PageOf } from './jobs';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A review with what every screen shows around it (this repository reads these). */
export interface ReviewRecord extends ReviewRow {
  jobTitle: string;
  reviewer: JobPersonRow;
}

export interface NewReviewWindow {
  jobId: string;
  clientId: string;
  freelancerId: string;
  opensAt: Date;
  closesAt: Date;
}

export interface NewReview {
  jobId: string;
  reviewerId: string;
  overall: number;
  communication: number;
  quality: number;
  timeliness: number;
  comment: string;
  now: Date;
}

/** What a submission did; only `written` changed anything. */
export type SubmitOutcome =
  | { kind: 'no-window' }
  | { kind: 'not-party' }
  | { kind: 'closed'; window: ReviewWindowRow }
  | { kind: 'already-reviewed' }
  | { kind: 'written'; review: ReviewRow; window: ReviewWindowRow; published: boolean };

/** A window this call published, with who reviewed whom in it (for the notifications). */
export interface PublishedWindow {
  window: ReviewWindowRow;
  jobTitle: string;
  reviews: Pick<ReviewRow, 'reviewerId' | 'revieweeId'>[];
}

/** A window whose reminder this call claimed, with who has already written. */
export interface RemindedWindow {
  window: ReviewWindowRow;
  jobTitle: string;
  reviewerIds: string[];
}

export interface PendingReview {
  jobId: string;
  title: string;
  counterpartId: string;
  closesAt: Date;
}

export interface CriteriaMeans {
  communication: number | null;
  quality: number | null;
  timeliness: number | null;
}

const roleOf = (window: ReviewWindowRow, userId: string): ReviewerRole | null =>
  window.clientId === userId ? 'client' : window.freelancerId === userId ? 'freelancer' : null;

/**
 * Recomputes the rating of each user from their published reviews, inside the transaction that
 * published them (the seed passes its own). The rows are locked first, in a statement of their own
 * and in id order: the recount that follows then starts after any other transaction that published
 * a review of the same person committed, so two publications at once cannot each count without the
 * other (and the fixed order keeps them from deadlocking).
 */
export async function recomputeRatingsIn(tx: Db, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('no key update');
  // Qualified by hand: in a one-table statement drizzle leaves columns unqualified, and inside the
  // subqueries "id" would be the review's own.
  const userId = sql.raw('"users"."id"');
  await tx
    .update(users)
    .set({
      ratingCount: sql`(select count(*)::int from ${reviews} r where r.reviewee_id = ${userId} and r.published_at is not null)`,
      ratingTotal: sql`(select coalesce(sum(r.overall), 0)::int from ${reviews} r where r.reviewee_id = ${userId} and r.published_at is not null)`,
    })
    .where(inArray(users.id, ids));
}

/**
 * Publishes the windows of `jobIds` and every review in them at `now`, then recounts the ratings
 * of everyone reviewed. The caller holds the windows' row locks.
 */
async function publishIn(
  tx: Tx,
  jobIds: readonly string[],
  now: Date,
): Promise<Pick<ReviewRow, 'jobId' | 'reviewerId' | 'revieweeId'>[]> {
  await tx
    .update(reviewWindows)
    .set({ publishedAt: now })
    .where(and(inArray(reviewWindows.jobId, jobIds), isNull(reviewWindows.publishedAt)));
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(inArray(reviews.jobId, jobIds), isNull(reviews.publishedAt)))
    .returning({ jobId: reviews.jobId, reviewerId: reviews.reviewerId, revieweeId: reviews.revieweeId });
  await recomputeRatingsIn(
    tx,
    published.map((review) => review.revieweeId),
  );
  return published;
}

/**
 * Review windows, double-blind reviews and the ratings they publish (issue 12). A window's row is
 * the lock every change of its reviews takes first (`SELECT … FOR UPDATE`), so the second review
 * and the deadline publication each happen exactly once, whichever process or request gets there.
 */
/** Publishing changes who reads which reviews and ratings, and when the next window closes. */
function publishedTags(published: readonly Pick<ReviewRow, 'revieweeId'>[]): string[] {
  return [tags.reviewWindows, ...published.flatMap((review) => [tags.reviewsAbout(review.revieweeId), tags.user(review.revieweeId)])];
}

export function createReviewsRepository(db: Db, changed: Changed) {
  /** Reviews with their job's title and their author as the job screens show people. */
  const records = () =>
    db
      .select({
        review: reviews,
        jobTitle: jobs.title,
        reviewer: jobPersonColumns,
      })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .innerJoin(users, eq(users.id, reviews.reviewerId));
  const flatten = (row: { review: ReviewRow; jobTitle: string; reviewer: ReviewRecord['reviewer'] }): ReviewRecord => ({
    ...row.review,
    jobTitle: row.jobTitle,
    reviewer: row.reviewer,
  });
  const published = (revieweeId: string) => and(eq(reviews.revieweeId, revieweeId), isNotNull(reviews.publishedAt));

  return {
    /** Inserts the window unless the job has one already; undefined when it had. */
    async openWindow(input: NewReviewWindow): Promise<ReviewWindowRow | undefined> {
      const [window] = await db.insert(reviewWindows).values(input).onConflictDoNothing().returning();
      if (window) await changed([tags.reviewWindows]);
      return window;
    },

    async findWindow(jobId: string): Promise<ReviewWindowRow | undefined> {
      const [window] = await db.select().from(reviewWindows).where(eq(reviewWindows.jobId, jobId));
      return window;
    },

    /**
     * Completed jobs with a hired freelancer and no window: completions whose window a crash (or a
     * failed insert) left unopened, and jobs completed before reviews existed. Oldest first.
     */
    async completedWithoutWindow(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            sql`${jobs.status} = 'completed'`,
            isNotNull(jobs.hiredFreelancerId),
            sql`not exists (select 1 from ${reviewWindows} w where w.job_id = "jobs"."id")`,
          ),
        )
        .orderBy(asc(jobs.completedAt), asc(jobs.id))
        .limit(limit);
    },

    /**
     * One party's review, while the window is open and only once. The second review publishes
     * both in the same transaction, with the window and both ratings.
     */
    async submit(input: NewReview): Promise<SubmitOutcome> {
      let published: Pick<ReviewRow, 'revieweeId'>[] = [];
      const outcome = await db.transaction(async (tx): Promise<SubmitOutcome> => {
        const [window] = await tx
          .select()
          .from(reviewWindows)
          .where(eq(reviewWindows.jobId, input.jobId))
          .for('update');
        if (!window) return { kind: 'no-window' };
        const role = roleOf(window, input.reviewerId);
        if (!role) return { kind: 'not-party' };
        if (window.publishedAt !== null || window.closesAt <= input.now) return { kind: 'closed', window };
        const [review] = await tx
          .insert(reviews)
          .values({
            jobId: input.jobId,
            reviewerId: input.reviewerId,
            revieweeId: role === 'client' ? window.freelancerId : window.clientId,
            reviewerRole: role,
            overall: input.overall,
            communication: input.communication,
            quality: input.quality,
            timeliness: input.timeliness,
            comment: input.comment,
            createdAt: input.now,
          })
          .onConflictDoNothing()
          .returning();
        if (!review) return { kind: 'already-reviewed' };
        const [{ written }] = await tx
          .select({ written: sql<number>`count(*)::int` })
          .from(reviews)
          .where(eq(reviews.jobId, input.jobId));
        if (written < 2) return { kind: 'written', review, window, published: false };
        published = await publishIn(tx, [input.jobId], input.now);
        return {
          kind: 'written',
          review: { ...review, publishedAt: input.now },
          window: { ...window, publishedAt: input.now },
          published: true,
        };
      });
      if (published.length > 0) await changed(publishedTags(published));
      return outcome;
    },

    /**
     * Scheduler: every window past its closing time is published with whatever it holds. The
     * windows are locked in id order and re-checked after any wait, so concurrent runs (several
     * processes, a submission at the last second) publish each window exactly once.
     */
    async publishDue(now: Date): Promise<PublishedWindow[]> {
      const due = and(isNull(reviewWindows.publishedAt), lte(reviewWindows.closesAt, now));
      // The usual case (nothing due) costs one small query on the partial index and no transaction.
      const [any] = await db.select({ jobId: reviewWindows.jobId }).from(reviewWindows).where(due).limit(1);
      if (!any) return [];
      const windows = await db.transaction(async (tx): Promise<PublishedWindow[]> => {
        const windows = await tx
          .select({ window: reviewWindows, jobTitle: jobs.title })
          .from(reviewWindows)
          .innerJoin(jobs, eq(jobs.id, reviewWindows.jobId))
          .where(due)
          .orderBy(asc(reviewWindows.jobId))
          .for('update', { of: reviewWindows });
        if (windows.length === 0) return [];
        // Nothing in an unpublished window was published before: these are all its reviews.
        const written = await publishIn(
          tx,
          windows.map((row) => row.window.jobId),
          now,
        );
        return windows.map(({ window, jobTitle }) => ({
          window: { ...window, publishedAt: now },
          jobTitle,
          reviews: written.filter((review) => review.jobId === window.jobId),
        }));
      });
      if (windows.length > 0) await changed(publishedTags(windows.flatMap((window) => window.reviews)));
      return windows;
    },

    /**
     * Scheduler: claims the reminder of every open window that closes before `remindFrom`, once
     * (the guarded UPDATE lets one run claim each), with who has already written.
     */
    async claimReminders(now: Date, remindFrom: Date): Promise<RemindedWindow[]> {
      const claimed = await db
        .update(reviewWindows)
        .set({ reminderSentAt: now })
        .where(
          and(
            isNull(reviewWindows.reminderSentAt),
            isNull(reviewWindows.publishedAt),
            gt(reviewWindows.closesAt, now),
            lte(reviewWindows.closesAt, remindFrom),
          ),
        )
        .returning();
      if (claimed.length === 0) return [];
      const jobIds = claimed.map((window) => window.jobId);
      const [titles, written] = await Promise.all([
        db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds)),
        db
          .select({ jobId: reviews.jobId, reviewerId: reviews.reviewerId })
          .from(reviews)
          .where(inArray(reviews.jobId, jobIds)),
      ]);
      const titleOf = new Map(titles.map((row) => [row.id, row.title]));
      return claimed.map((window) => ({
        window,
        jobTitle: titleOf.get(window.jobId) ?? '',
        reviewerIds: written.filter((review) => review.jobId === window.jobId).map((review) => review.reviewerId),
      }));
    },

    /** When the next unpublished window closes (reads publish due windows only once it has). */
    async nextClose(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${reviewWindows.closesAt})`.mapWith(reviewWindows.closesAt) })
        .from(reviewWindows)
        .where(isNull(reviewWindows.publishedAt));
      return row?.at ?? null;
    },

    /** Both reviews of a job, whatever their state: the caller shows each only to whom it may. */
    async ofJob(jobId: string): Promise<ReviewRecord[]> {
      const rows = await records().where(eq(reviews.jobId, jobId)).orderBy(asc(reviews.createdAt), asc(reviews.id));
      return rows.map(flatten);
    },

    async findById(reviewId: string): Promise<ReviewRecord | undefined> {
      const [row] = await records().where(eq(reviews.id, reviewId));
      return row ? flatten(row) : undefined;
    },

    /** The reviewee's one reply, only once the review is published; undefined if any of that fails. */
    async reply(reviewId: string, revieweeId: string, reply: string, now: Date): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ reply, repliedAt: now })
        .where(
          and(
            eq(reviews.id, reviewId),
            eq(reviews.revieweeId, revieweeId),
            isNotNull(reviews.publishedAt),
            isNull(reviews.reply),
          ),
        )
        .returning();
      if (row) await changed([tags.reviewsAbout(row.revieweeId)]);
      return row;
    },

    /** Published reviews about a user, newest publication first (reviews_reviewee_published_idx). */
    async publishedAbout(revieweeId: string, query: Page): Promise<PageOf<ReviewRecord>> {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(reviews)
        .where(published(revieweeId));
      const rows = await records()
        .where(published(revieweeId))
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows: rows.map(flatten), total };
    },

    /** Means of the detailed criteria over a user's published reviews, one decimal. */
    async criteriaOf(revieweeId: string): Promise<CriteriaMeans> {
      const mean = (column: AnyColumn) => sql<number | null>`round(avg(${column}), 1)::float8`;
      const [row] = await db
        .select({
          communication: mean(reviews.communication),
          quality: mean(reviews.quality),
          timeliness: mean(reviews.timeliness),
        })
        .from(reviews)
        .where(published(revieweeId));
      return row;
    },

    /** The caller's open windows they have not reviewed in yet, closing soonest first. */
    async pendingFor(userId: string, now: Date): Promise<PendingReview[]> {
      const rows = await db
        .select({ window: reviewWindows, title: jobs.title })
        .from(reviewWindows)
        .innerJoin(jobs, eq(jobs.id, reviewWindows.jobId))
        .where(
          and(
            or(eq(reviewWindows.clientId, userId), eq(reviewWindows.freelancerId, userId)),
            isNull(reviewWindows.publishedAt),
            gt(reviewWindows.closesAt, now),
            sql`not exists (select 1 from ${reviews} r where r.job_id = "review_windows"."job_id" and r.reviewer_id = ${userId})`,
          ),
        )
        .orderBy(asc(reviewWindows.closesAt), asc(reviewWindows.jobId));
      return rows.map(({ window, title }) => ({
        jobId: window.jobId,
        title,
        counterpartId: window.clientId === userId ? window.freelancerId : window.clientId,
        closesAt: window.closesAt,
      }));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
