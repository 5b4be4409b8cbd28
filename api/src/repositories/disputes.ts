import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DisputeEventKind, DisputeOutcome, DisputeStatus, JobStatus } from '@freelane/shared/contracts';
import type { Db, Tx } from '../db/client';
import {
  disputeEventFiles,
  disputeEvents,
  disputeProposals,
  disputes,
  jobs,
  storedFiles,
  users,
  type DisputeEventRow,
  type DisputeProposalRow,
  type DisputeRow,
  type JobRow,
  type StoredFileRow,
} from '../db/schema';
import type { Changed } from './changes';
import {
  markIncompleteIn,
  reviewAnsweredTags,
  settleDisputedJobIn,
  workStepTags,
  type DisputeSettlement,
} from './job-work';
import { acceptedBid, type Page } from './jobs';
import type { NewStoredFile } from './stored-files';

/** What the dispute page shows of its job: the agreed price is what is at stake. */
export interface DisputeJob {
  id: string;
  title: string;
  /** The posted budget (or the brief's amount); what is at stake is the agreed amount, presenters/job.ts. */
  salary: number;
  delivarables: string | null;
  acceptedBid: number | null;
  budgetType: string;
  status: JobStatus;
}

export interface DisputeFileRecord {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
}

export interface DisputeEventRecord extends DisputeEventRow {
  files: DisputeFileRecord[];
}

/** A dispute with everything its page shows but the people (repos.jobs.people reads those). */
export interface DisputeDetails {
  dispute: DisputeRow;
  job: DisputeJob;
  proposals: DisputeProposalRow[];
  events: DisputeEventRecord[];
}

export interface DisputeQueueRow {
  dispute: DisputeRow;
  job: DisputeJob;
}

export interface OpenDisputeInput {
  jobId: string;
  ownerId: string;
  reason: string | null;
  now: Date;
  escalatesAt: Date;
}

export interface NewProposal {
  disputeId: string;
  proposerId: string;
  outcome: DisputeOutcome;
  redoDays: number | null;
  note: string;
  /** The thread's line for it, written by the command (it knows the labels). */
  eventText: string;
  now: Date;
}

export interface Resolution {
  disputeId: string;
  outcome: DisputeOutcome;
  redoDays: number | null;
  settlement: DisputeSettlement;
  eventText: string;
  now: Date;
}

export interface Resolved {
  dispute: DisputeRow;
  job: JobRow;
}

/** Thrown inside a resolving transaction to roll it back when something moved under it. */
class ResolutionChanged extends Error {}

const UNRESOLVED: DisputeStatus[] = ['open', 'escalated'];

const disputeJob = {
  id: jobs.id,
  title: jobs.title,
  salary: jobs.salary,
  delivarables: jobs.delivarables,
  acceptedBid,
  budgetType: jobs.budgetType,
  status: jobs.status,
};

/**
 * A timestamp strictly after the dispute's latest row in `table` even when the clock has not moved
 * (tests, two steps in one millisecond), so the thread and the offers always read in the order they
 * happened. Every caller holds the dispute row's lock, which serializes the writers of a dispute.
 */
const afterLatest = (table: 'dispute_events' | 'dispute_proposals', disputeId: string, now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, (select max(t.created_at) + interval '1 microsecond' from ${sql.raw(table)} t where t.dispute_id = ${disputeId}))`;

async function insertEvent(
  tx: Tx,
  event: { disputeId: string; authorId: string | null; kind: DisputeEventKind; body: string; now: Date },
): Promise<DisputeEventRow> {
  const [row] = await tx
    .insert(disputeEvents)
    .values({
      disputeId: event.disputeId,
      authorId: event.authorId,
      kind: event.kind,
      body: event.body,
      createdAt: afterLatest('dispute_events', event.disputeId, event.now),
    })
    .returning();
  return row;
}

/** The dispute row locked for the rest of the transaction, if its status is one of `statuses`. */
async function lockDispute(tx: Tx, disputeId: string, statuses: DisputeStatus[]): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, disputeId), inArray(disputes.status, statuses)))
    .for('update');
  return row;
}

/**
 * Runs a resolving transaction; a ResolutionChanged thrown inside rolls it back and answers
 * undefined. Once it committed, the job's new state is reported to `changed`.
 */
async function resolving<T extends { job: JobRow }>(
  db: Db,
  changed: Changed,
  work: (tx: Tx) => Promise<T | undefined>,
): Promise<T | undefined> {
  let resolved: T | undefined;
  try {
    resolved = await db.transaction(work);
  } catch (error) {
    if (error instanceof ResolutionChanged) return undefined;
    throw error;
  }
  if (resolved) await changed(workStepTags(resolved.job));
  return resolved;
}

/**
 * Disputes, their settlement proposals and their thread (issue 12). Every change is one transaction
 * that starts by taking the dispute row (a guarded UPDATE, or SELECT … FOR UPDATE with the status
 * it expects), so two concurrent actions on one dispute run one after the other and the second
 * finds the state the first left: it gets nothing back and the command answers 409. Locks are
 * always taken dispute → proposal → job, so two resolutions never deadlock.
 */
/**
 * Ends a still-pending offer of an unresolved dispute (declined by the other party, withdrawn by its
 * proposer, as `who` says); undefined when the dispute or the offer changed meanwhile.
 */
async function closePending(
  tx: Tx,
  disputeId: string,
  proposalId: string,
  status: 'declined' | 'withdrawn',
  who: SQL,
  now: Date,
) {
  if (!(await lockDispute(tx, disputeId, UNRESOLVED))) return undefined;
  const [proposal] = await tx
    .update(disputeProposals)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(disputeProposals.id, proposalId),
        eq(disputeProposals.disputeId, disputeId),
        eq(disputeProposals.status, 'pending'),
        who,
      ),
    )
    .returning();
  return proposal;
}

export function createDisputesRepository(db: Db, changed: Changed) {
  async function details(where: SQL): Promise<DisputeDetails | undefined> {
    const [head] = await db
      .select({ dispute: disputes, job: disputeJob })
      .from(disputes)
      .innerJoin(jobs, eq(jobs.id, disputes.jobId))
      .where(where)
      // A job's latest dispute: the unresolved one if any (at most one), else the last opened.
      .orderBy(sql`(${disputes.status} <> 'resolved') desc`, desc(disputes.openedAt), desc(disputes.resolvedAt))
      .limit(1);
    if (!head) return undefined;
    const disputeId = head.dispute.id;
    const [proposals, events, files] = await Promise.all([
      db
        .select()
        .from(disputeProposals)
        .where(eq(disputeProposals.disputeId, disputeId))
        .orderBy(asc(disputeProposals.createdAt), asc(disputeProposals.id)),
      db
        .select()
        .from(disputeEvents)
        .where(eq(disputeEvents.disputeId, disputeId))
        .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.id)),
      db
        .select({
          eventId: disputeEventFiles.eventId,
          fileId: storedFiles.id,
          name: storedFiles.originalName,
          size: storedFiles.size,
          contentType: storedFiles.contentType,
        })
        .from(disputeEventFiles)
        .innerJoin(disputeEvents, eq(disputeEvents.id, disputeEventFiles.eventId))
        .innerJoin(storedFiles, eq(storedFiles.id, disputeEventFiles.fileId))
        .where(eq(disputeEvents.disputeId, disputeId))
        .orderBy(asc(disputeEventFiles.position)),
    ]);
    return {
      ...head,
      proposals,
      events: events.map((event) => ({
        ...event,
        files: files.filter((file) => file.eventId === event.id).map(({ eventId: _unused, ...file }) => file),
      })),
    };
  }

  return {
    async findById(id: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
      return row;
    },

    details: (id: string) => details(eq(disputes.id, id)),

    /** The job's latest dispute (a redo that ends in another Mark As Incomplete opens a second one). */
    latestOfJob: (jobId: string) => details(eq(disputes.jobId, jobId)),

    async pendingProposal(disputeId: string): Promise<DisputeProposalRow | undefined> {
      const [row] = await db
        .select()
        .from(disputeProposals)
        .where(and(eq(disputeProposals.disputeId, disputeId), eq(disputeProposals.status, 'pending')));
      return row;
    },

    async findProposal(disputeId: string, proposalId: string): Promise<DisputeProposalRow | undefined> {
      const [row] = await db
        .select()
        .from(disputeProposals)
        .where(and(eq(disputeProposals.id, proposalId), eq(disputeProposals.disputeId, disputeId)));
      return row;
    },

    /**
     * Mark As Incomplete: the job moves to disputes and its dispute opens, in one transaction (the
     * guarded job update decides between two clicks); undefined if the job moved meanwhile.
     */
    async openForIncomplete(input: OpenDisputeInput): Promise<{ job: JobRow; dispute: DisputeRow } | undefined> {
      const opened = await db.transaction(async (tx) => {
        const job = await markIncompleteIn(tx, input.jobId, input.ownerId, input.now);
        if (!job?.hiredFreelancerId) return undefined;
        const [dispute] = await tx
          .insert(disputes)
          .values({
            jobId: job.id,
            clientId: job.ownerId,
            freelancerId: job.hiredFreelancerId,
            status: 'open',
            clientReason: input.reason,
            openedAt: input.now,
            escalatesAt: input.escalatesAt,
          })
          .returning();
        await insertEvent(tx, {
          disputeId: dispute.id,
          authorId: job.ownerId,
          kind: 'opened',
          body: input.reason ?? '',
          now: input.now,
        });
        return { job, dispute };
      });
      if (opened) await changed(reviewAnsweredTags(opened.job));
      return opened;
    },

    /** A party's own side, once, while unresolved. */
    async addStatement(disputeId: string, side: 'client' | 'freelancer', authorId: string, reason: string, now: Date) {
      return db.transaction(async (tx) => {
        const column = side === 'client' ? disputes.clientReason : disputes.freelancerReason;
        const [dispute] = await tx
          .update(disputes)
          .set(side === 'client' ? { clientReason: reason } : { freelancerReason: reason })
          .where(and(eq(disputes.id, disputeId), inArray(disputes.status, UNRESOLVED), sql`${column} is null`))
          .returning();
        if (!dispute) return undefined;
        await insertEvent(tx, { disputeId, authorId, kind: 'statement', body: reason, now });
        return dispute;
      });
    },

    /** A thread message with its files (already streamed to storage; their rows are written here). */
    async addMessage(disputeId: string, authorId: string, body: string, files: NewStoredFile[], now: Date) {
      return db.transaction(async (tx) => {
        if (!(await lockDispute(tx, disputeId, UNRESOLVED))) return undefined;
        const event = await insertEvent(tx, { disputeId, authorId, kind: 'message', body, now });
        if (files.length > 0) {
          await tx.insert(storedFiles).values(files.map((file) => ({ ...file, createdAt: now })));
          await tx
            .insert(disputeEventFiles)
            .values(files.map((file, position) => ({ eventId: event.id, fileId: file.id, position })));
        }
        return event;
      });
    },

    /** A settlement offer; the partial unique index keeps it to one pending offer per dispute. */
    async propose(input: NewProposal): Promise<DisputeProposalRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockDispute(tx, input.disputeId, UNRESOLVED))) return undefined;
        const [proposal] = await tx
          .insert(disputeProposals)
          .values({
            disputeId: input.disputeId,
            proposerId: input.proposerId,
            outcome: input.outcome,
            redoDays: input.redoDays,
            note: input.note,
            status: 'pending',
            createdAt: afterLatest('dispute_proposals', input.disputeId, input.now),
          })
          .onConflictDoNothing()
          .returning();
        if (!proposal) return undefined;
        await insertEvent(tx, {
          disputeId: input.disputeId,
          authorId: input.proposerId,
          kind: 'proposal',
          body: input.eventText,
          now: input.now,
        });
        return proposal;
      });
    },

    /** The other party declines the pending offer; the dispute stays as it was. */
    async declineProposal(disputeId: string, proposalId: string, answererId: string, eventText: string, now: Date) {
      return db.transaction(async (tx) => {
        const proposal = await closePending(
          tx,
          disputeId,
          proposalId,
          'declined',
          ne(disputeProposals.proposerId, answererId),
          now,
        );
        if (proposal)
          await insertEvent(tx, { disputeId, authorId: answererId, kind: 'proposal_declined', body: eventText, now });
        return proposal;
      });
    },

    /** The proposer takes their pending offer back (the offers list shows it withdrawn). */
    async withdrawProposal(disputeId: string, proposalId: string, proposerId: string, now: Date) {
      return db.transaction((tx) =>
        closePending(tx, disputeId, proposalId, 'withdrawn', eq(disputeProposals.proposerId, proposerId), now),
      );
    },

    /**
     * The other party accepts the pending offer: the dispute resolves by agreement with its outcome
     * and the job follows, all or nothing. Undefined when the offer, the dispute or the job moved.
     */
    async acceptProposal(
      proposalId: string,
      answererId: string,
      resolution: Resolution,
    ): Promise<Resolved | undefined> {
      return resolving(db, changed, async (tx) => {
        const [dispute] = await tx
          .update(disputes)
          .set({
            status: 'resolved',
            outcome: resolution.outcome,
            redoDays: resolution.redoDays,
            resolvedBy: 'agreement',
            resolvedAt: resolution.now,
          })
          .where(and(eq(disputes.id, resolution.disputeId), inArray(disputes.status, UNRESOLVED)))
          .returning();
        if (!dispute) return undefined;
        const [proposal] = await tx
          .update(disputeProposals)
          .set({ status: 'accepted', decidedAt: resolution.now })
          .where(
            and(
              eq(disputeProposals.id, proposalId),
              eq(disputeProposals.disputeId, resolution.disputeId),
              eq(disputeProposals.status, 'pending'),
              eq(disputeProposals.outcome, resolution.outcome),
              ne(disputeProposals.proposerId, answererId),
            ),
          )
          .returning();
        if (!proposal) throw new ResolutionChanged();
        const job = await settleDisputedJobIn(tx, dispute.jobId, resolution.settlement, resolution.now);
        if (!job) throw new ResolutionChanged();
        await insertEvent(tx, {
          disputeId: dispute.id,
          authorId: answererId,
          kind: 'proposal_accepted',
          body: resolution.eventText,
          now: resolution.now,
        });
        return { dispute, job };
      });
    },

    /** A party sends an open dispute to an admin now. */
    async escalate(disputeId: string, authorId: string, eventText: string, now: Date): Promise<DisputeRow | undefined> {
      return db.transaction(async (tx) => {
        const [dispute] = await tx
          .update(disputes)
          .set({ status: 'escalated', escalatedAt: now })
          .where(and(eq(disputes.id, disputeId), eq(disputes.status, 'open')))
          .returning();
        if (!dispute) return undefined;
        await insertEvent(tx, { disputeId, authorId, kind: 'escalated', body: eventText, now });
        return dispute;
      });
    },

    /**
     * Scheduler: every open dispute past escalatesAt → escalated, in one UPDATE. Under READ
     * COMMITTED a concurrent run re-checks `status = 'open'` on the rows the first one changed and
     * skips them, so each dispute is escalated (and announced) exactly once.
     */
    async escalateOverdue(now: Date, eventText: string): Promise<DisputeRow[]> {
      const overdue = and(sql`${disputes.status} = 'open'`, lte(disputes.escalatesAt, now));
      const [due] = await db.select({ id: disputes.id }).from(disputes).where(overdue).limit(1);
      if (!due) return [];
      return db.transaction(async (tx) => {
        const escalated = await tx
          .update(disputes)
          .set({ status: 'escalated', escalatedAt: now })
          .where(overdue)
          .returning();
        for (const dispute of escalated) {
          await insertEvent(tx, { disputeId: dispute.id, authorId: null, kind: 'escalated', body: eventText, now });
        }
        return escalated;
      });
    },

    /** The admin's final decision on an escalated dispute; a still pending offer is taken off the table. */
    async decide(adminId: string, reason: string, resolution: Resolution): Promise<Resolved | undefined> {
      return resolving(db, changed, async (tx) => {
        const [dispute] = await tx
          .update(disputes)
          .set({
            status: 'resolved',
            outcome: resolution.outcome,
            redoDays: resolution.redoDays,
            resolvedBy: 'admin',
            decidedById: adminId,
            decisionReason: reason,
            resolvedAt: resolution.now,
          })
          .where(and(eq(disputes.id, resolution.disputeId), eq(disputes.status, 'escalated')))
          .returning();
        if (!dispute) return undefined;
        await tx
          .update(disputeProposals)
          .set({ status: 'withdrawn', decidedAt: resolution.now })
          .where(and(eq(disputeProposals.disputeId, dispute.id), eq(disputeProposals.status, 'pending')));
        const job = await settleDisputedJobIn(tx, dispute.jobId, resolution.settlement, resolution.now);
        if (!job) throw new ResolutionChanged();
        await insertEvent(tx, {
          disputeId: dispute.id,
          authorId: adminId,
          kind: 'decided',
          body: resolution.eventText,
          now: resolution.now,
        });
        return { dispute, job };
      });
    },

    /**
     * The admin queue for one status: escalated ones oldest waiting first, open ones soonest to
     * escalate first, resolved ones latest first; plus how many escalated ones wait (the badge).
     */
    async queue(
      status: DisputeStatus,
      query: Page,
    ): Promise<{ rows: DisputeQueueRow[]; total: number; waitingCount: number }> {
      const order =
        status === 'escalated'
          ? [asc(disputes.escalatedAt), asc(disputes.id)]
          : status === 'open'
            ? [asc(disputes.escalatesAt), asc(disputes.id)]
            : [desc(disputes.resolvedAt), desc(disputes.id)];
      const [[counts], rows] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*) filter (where ${disputes.status} = ${status})::int`,
            waiting: sql<number>`count(*) filter (where ${disputes.status} = 'escalated')::int`,
          })
          .from(disputes)
          .where(inArray(disputes.status, [...new Set<DisputeStatus>([status, 'escalated'])])),
        db
          .select({ dispute: disputes, job: disputeJob })
          .from(disputes)
          .innerJoin(jobs, eq(jobs.id, disputes.jobId))
          .where(eq(disputes.status, status))
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      ]);
      return { rows, total: counts.total, waitingCount: counts.waiting };
    },

    /** A thread file with the two parties of its dispute (for the download check). */
    async findFile(
      fileId: string,
    ): Promise<{ file: StoredFileRow; clientId: string; freelancerId: string } | undefined> {
      const [row] = await db
        .select({ file: storedFiles, clientId: disputes.clientId, freelancerId: disputes.freelancerId })
        .from(disputeEventFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, disputeEventFiles.fileId))
        .innerJoin(disputeEvents, eq(disputeEvents.id, disputeEventFiles.eventId))
        .innerJoin(disputes, eq(disputes.id, disputeEvents.disputeId))
        .where(eq(disputeEventFiles.fileId, fileId));
      return row;
    },

    /** Who decides escalated disputes: every admin is told when one waits. */
    async adminIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      return rows.map((row) => row.id);
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
