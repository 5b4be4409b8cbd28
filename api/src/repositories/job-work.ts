import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { JobStatus } from '@freelane/shared/contracts';
import type { Db, Tx } from '../db/client';
import { jobs, jobWorkFiles, notifications, storedFiles, users, type JobRow, type StoredFileRow } from '../db/schema';
import { jobWriteTags, tags } from '../lib/cache-tags';
import type { Changed } from './changes';
import type { NewStoredFile } from './stored-files';

/**
 * Work delivery and review (architecture §5). Every transition is ONE guarded UPDATE: the WHERE
 * repeats the state, party and deadline the caller checked, so a race (double click, two API
 * processes, the scheduler against the client) changes the job at most once; the loser gets
 * nothing back and answers 409. (A job's files are listed by app.repos.jobs.viewContexts.)
 */

export interface WorkFileWithParties {
  file: StoredFileRow;
  ownerId: string;
  hiredFreelancerId: string | null;
}

export interface WorkSubmission {
  jobId: string;
  freelancerId: string;
  /** The status the caller saw (progress or review): the update only applies if it is unchanged. */
  fromStatus: JobStatus;
  round: number;
  files: NewStoredFile[];
  now: Date;
  clientReviewDeadline: Date;
}

/** The freelancer's completed-project count follows each completed job (the agreed amount falls due then). */
async function creditFreelancer(tx: Tx, freelancerId: string | null) {
  if (!freelancerId) return;
  await tx
    .update(users)
    .set({ projectCompleted: sql`${users.projectCompleted} + 1` })
    .where(eq(users.id, freelancerId));
}

/**
 * Owner marks the submission incomplete before the review deadline: disputes. Runs inside the
 * transaction that opens the dispute (repositories/disputes.ts), so neither exists without the other.
 */
export async function markIncompleteIn(tx: Tx, jobId: string, ownerId: string, now: Date): Promise<JobRow | undefined> {
  const [job] = await tx
    .update(jobs)
    .set({ status: 'disputes', updatedAt: now })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.ownerId, ownerId),
        eq(jobs.status, 'paused'),
        gt(jobs.clientReviewDeadline, now),
        isNotNull(jobs.hiredFreelancerId),
      ),
    )
    .returning();
  if (job) await markReviewRequestDoneIn(tx, job);
  return job;
}

/** What a dispute's outcome does to its job (commands/dispute-outcome.ts computes the redo fields). */
export type DisputeSettlement =
  | { outcome: 'complete' }
  | { outcome: 'redo'; freelancerReviewDeadline: Date; changes: string | null }
  | { outcome: 'close' };

/**
 * A disputed job takes its dispute's outcome, inside the transaction that resolves the dispute:
 * complete → completed and credited exactly like Accept Work; redo → back to review with the new
 * deadline (the free revision counts as used: the redo is one, and Mark As Addressed starts over);
 * close → closed, nothing owed. Undefined unless the job is still in disputes.
 */
export async function settleDisputedJobIn(
  tx: Tx,
  jobId: string,
  settlement: DisputeSettlement,
  now: Date,
): Promise<JobRow | undefined> {
  const changes =
    settlement.outcome === 'complete'
      ? { status: 'completed' as const, completedAt: now }
      : settlement.outcome === 'redo'
        ? {
            status: 'review' as const,
            freelancerReviewDeadline: settlement.freelancerReviewDeadline,
            reviewChance: true,
            revisionAddressedAt: null,
            ...(settlement.changes ? { reviewChanges: settlement.changes } : {}),
          }
        : { status: 'closed' as const };
  const [job] = await tx
    .update(jobs)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'disputes')))
    .returning();
  if (job && settlement.outcome === 'complete') await creditFreelancer(tx, job.hiredFreelancerId);
  return job;
}

/**
 * What a delivery or review step changed: the job and its parties' lists, when the next review
 * period ends, and (for a completed job) the freelancer's completed-project count.
 */
export function workStepTags(job: JobRow): string[] {
  const list = [...jobWriteTags(job), tags.reviewPeriods];
  if (job.status === 'completed' && job.hiredFreelancerId) list.push(tags.user(job.hiredFreelancerId));
  return list;
}

/**
 * The client's "please review" notification for a job's delivered work carries this key (issue 36):
 * a new round updates the unread one in place, and the client's answer marks it done.
 */
export const workReviewRefKey = (jobId: string) => `work-review:${jobId}`;

/**
 * The review was answered (accepted, revision asked, marked incomplete, or the period ran out):
 * the "please review" notification is done, so it is marked read in the step's own transaction.
 * Every step that leaves `paused` calls it; the caller reports `reviewAnsweredTags`.
 */
export async function markReviewRequestDoneIn(tx: Tx | Db, job: JobRow): Promise<void> {
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, job.ownerId),
        eq(notifications.refKey, workReviewRefKey(job.id)),
        eq(notifications.isRead, false),
      ),
    );
}

/** A step that answered the review: its job's tags and the client's notifications. */
export const reviewAnsweredTags = (job: JobRow): string[] => [...workStepTags(job), tags.notifications(job.ownerId)];

export function createJobWorkRepository(db: Db, changed: Changed) {
  /** Reports a step's changes once it committed; nothing when the guarded update found nothing. */
  async function stepped<T extends JobRow | undefined>(job: T): Promise<T> {
    if (job) await changed(workStepTags(job));
    return job;
  }

  return {
    /** Job → paused with its review deadline, files recorded; undefined if the job moved meanwhile. */
    async recordSubmission(input: WorkSubmission): Promise<JobRow | undefined> {
      const submitted = await db.transaction(async (tx) => {
        const [job] = await tx
          .update(jobs)
          .set({
            status: 'paused',
            submittedAt: input.now,
            clientReviewDeadline: input.clientReviewDeadline,
            updatedAt: input.now,
          })
          .where(
            and(
              eq(jobs.id, input.jobId),
              eq(jobs.status, input.fromStatus),
              eq(jobs.hiredFreelancerId, input.freelancerId),
            ),
          )
          .returning();
        if (!job) return undefined;
        if (input.files.length > 0) {
          await tx.insert(storedFiles).values(input.files.map((file) => ({ ...file, createdAt: input.now })));
          await tx.insert(jobWorkFiles).values(
            input.files.map((file) => ({
              jobId: input.jobId,
              fileId: file.id,
              round: input.round,
              submittedAt: input.now,
            })),
          );
        }
        return job;
      });
      return stepped(submitted);
    },

    /** Owner accepts before the review deadline: completed, freelancer credited. */
    async acceptWork(jobId: string, ownerId: string, now: Date): Promise<JobRow | undefined> {
      const accepted = await db.transaction(async (tx) => {
        const [job] = await tx
          .update(jobs)
          .set({ status: 'completed', completedAt: now, updatedAt: now })
          .where(
            and(
              eq(jobs.id, jobId),
              eq(jobs.ownerId, ownerId),
              eq(jobs.status, 'paused'),
              gt(jobs.clientReviewDeadline, now),
            ),
          )
          .returning();
        if (job) {
          await creditFreelancer(tx, job.hiredFreelancerId);
          await markReviewRequestDoneIn(tx, job);
        }
        return job;
      });
      if (accepted) await changed(reviewAnsweredTags(accepted));
      return accepted;
    },

    /** The one free revision: review, reviewChance set, the freelancer's own deadline starts. */
    async requestRevision(
      jobId: string,
      ownerId: string,
      changes: string,
      now: Date,
      freelancerReviewDeadline: Date,
    ): Promise<JobRow | undefined> {
      const job = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(jobs)
          .set({
            status: 'review',
            reviewChance: true,
            reviewChanges: changes,
            freelancerReviewDeadline,
            updatedAt: now,
          })
          .where(
            and(
              eq(jobs.id, jobId),
              eq(jobs.ownerId, ownerId),
              eq(jobs.status, 'paused'),
              eq(jobs.reviewChance, false),
              gt(jobs.clientReviewDeadline, now),
            ),
          )
          .returning();
        if (updated) await markReviewRequestDoneIn(tx, updated);
        return updated;
      });
      if (job) await changed(reviewAnsweredTags(job));
      return job;
    },

    /** The hired freelancer's Mark As Addressed on the revision request: once, while in review. */
    async markRevisionAddressed(jobId: string, freelancerId: string, now: Date): Promise<JobRow | undefined> {
      const [job] = await db
        .update(jobs)
        .set({ revisionAddressedAt: now, updatedAt: now })
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.hiredFreelancerId, freelancerId),
            eq(jobs.status, 'review'),
            isNull(jobs.revisionAddressedAt),
          ),
        )
        .returning();
      return stepped(job);
    },

    /**
     * The client's mark that the agreed amount was paid (issue 36): once, on a completed job of
     * theirs; undefined when already marked or confirmed, or when the job is not completed.
     */
    async markPaid(jobId: string, ownerId: string, now: Date): Promise<JobRow | undefined> {
      const [job] = await db
        .update(jobs)
        .set({ paidAt: now, updatedAt: now })
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.ownerId, ownerId),
            eq(jobs.status, 'completed'),
            isNull(jobs.paidAt),
            isNull(jobs.paymentConfirmedAt),
          ),
        )
        .returning();
      if (job) await changed(jobWriteTags(job));
      return job;
    },

    /** The hired freelancer's confirmation that the agreed amount arrived: once, on a completed job. */
    async confirmPaymentReceived(jobId: string, freelancerId: string, now: Date): Promise<JobRow | undefined> {
      const [job] = await db
        .update(jobs)
        .set({ paymentConfirmedAt: now, updatedAt: now })
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.hiredFreelancerId, freelancerId),
            eq(jobs.status, 'completed'),
            isNull(jobs.paymentConfirmedAt),
          ),
        )
        .returning();
      if (job) await changed(jobWriteTags(job));
      return job;
    },

    /** When the next client review period ends (reads run the deadline rule only once it has). */
    async nextReviewDeadline(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`min(${jobs.clientReviewDeadline})`.mapWith(jobs.clientReviewDeadline) })
        .from(jobs)
        .where(sql`${jobs.status} = 'paused'`);
      return row?.at ?? null;
    },

    /**
     * Scheduler: every paused job whose review deadline has passed → completed, in one UPDATE.
     * Under PostgreSQL's READ COMMITTED a concurrent run re-checks `status = 'paused'` on rows the
     * first one changed and skips them, so each job is completed (and credited) exactly once.
     */
    async completeOverdueReviews(now: Date): Promise<JobRow[]> {
      // Runs before many reads (queries/apply-deadlines.ts): a look at the partial index first, so
      // the usual case (nothing due) costs one small query and no transaction.
      const overdue = and(sql`${jobs.status} = 'paused'`, lte(jobs.clientReviewDeadline, now));
      const [due] = await db.select({ id: jobs.id }).from(jobs).where(overdue).limit(1);
      if (!due) return [];
      const completed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(jobs)
          .set({ status: 'completed', completedAt: now, updatedAt: now })
          .where(overdue)
          .returning();
        for (const job of rows) {
          await creditFreelancer(tx, job.hiredFreelancerId);
          await markReviewRequestDoneIn(tx, job);
        }
        return rows;
      });
      await changed(completed.flatMap(reviewAnsweredTags));
      return completed;
    },

    /** A delivered file and who may fetch it (the job's owner and hired freelancer). */
    async findFile(fileId: string): Promise<WorkFileWithParties | undefined> {
      const [row] = await db
        .select({ file: storedFiles, ownerId: jobs.ownerId, hiredFreelancerId: jobs.hiredFreelancerId })
        .from(jobWorkFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, jobWorkFiles.fileId))
        .innerJoin(jobs, eq(jobs.id, jobWorkFiles.jobId))
        .where(eq(jobWorkFiles.fileId, fileId));
      return row;
    },
  };
}

export type JobWorkRepository = ReturnType<typeof createJobWorkRepository>;
