import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JobBody, JobDraftStatus } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { hiringAppointments, hiringJobDrafts, users, type HiringJobDraftRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';
import type { Person } from './hiring';
import type { Page, PageOf } from './jobs';

/** A draft with the two people its card shows. */
export interface JobDraftView {
  draft: HiringJobDraftRow;
  client: Person;
  assistant: Person;
}

export type DraftResult =
  | { kind: 'drafted'; draft: HiringJobDraftRow }
  /** No accepted appointment from this client (never appointed, not yet accepted, or ended). */
  | { kind: 'not-appointed' }
  /** JOB_DRAFTS_PENDING_MAX drafts already wait for this client. */
  | { kind: 'too-many' };

const clientPerson = alias(users, 'draft_client');
const assistantPerson = alias(users, 'draft_assistant');
const personColumns = (table: typeof clientPerson | typeof assistantPerson) => ({
  id: table.id,
  fullName: table.fullName,
  profilePhoto: table.profilePhoto,
});

/** Both parties' lists show the draft: each one's own lists change with it. */
const partiesOf = (draft: HiringJobDraftRow) => [tags.own(draft.assistantId), tags.own(draft.clientId)];

/**
 * Jobs hiring assistants draft for their clients (issue 28). Every decision is a guarded UPDATE that
 * repeats who may make it and that the draft is still pending, so of two racing decisions exactly one
 * changes the row and the other finds nothing.
 */
export function createJobDraftsRepository(db: Db, changed: Changed) {
  /** The pending draft, decided by `who` (its client, or its assistant withdrawing). */
  async function decide(
    id: string,
    who: SQL | undefined,
    values: { status: Exclude<JobDraftStatus, 'pending'>; declineReason?: string | null },
    now: Date,
  ): Promise<HiringJobDraftRow | null> {
    const [row] = await db
      .update(hiringJobDrafts)
      .set({ ...values, decidedAt: now })
      .where(and(eq(hiringJobDrafts.id, id), who, eq(hiringJobDrafts.status, 'pending')))
      .returning();
    if (row) await changed(partiesOf(row));
    return row ?? null;
  }

  const selectViews = () =>
    db
      .select({ draft: hiringJobDrafts, client: personColumns(clientPerson), assistant: personColumns(assistantPerson) })
      .from(hiringJobDrafts)
      .innerJoin(clientPerson, eq(clientPerson.id, hiringJobDrafts.clientId))
      .innerJoin(assistantPerson, eq(assistantPerson.id, hiringJobDrafts.assistantId));

  return {
    /**
     * Drafts a job for a client who appointed the assistant (an accepted appointment on any of the
     * client's jobs), unless `pendingMax` drafts of theirs already wait for that client. The
     * appointment row is locked first: two drafts sent at once are counted in turn, and an appointment
     * ended meanwhile is seen ended.
     */
    async create(assistantId: string, clientId: string, job: JobBody, now: Date, pendingMax: number): Promise<DraftResult> {
      const result = await db.transaction(async (tx): Promise<DraftResult> => {
        const [appointment] = await tx
          .select({ id: hiringAppointments.id })
          .from(hiringAppointments)
          .where(
            and(
              eq(hiringAppointments.assistantId, assistantId),
              eq(hiringAppointments.clientId, clientId),
              eq(hiringAppointments.status, 'accepted'),
            ),
          )
          // The same row for every drafter of this pair, whichever of their appointments it is.
          .orderBy(asc(hiringAppointments.id))
          .limit(1)
          .for('no key update');
        if (!appointment) return { kind: 'not-appointed' };
        const [{ pending }] = await tx
          .select({ pending: count() })
          .from(hiringJobDrafts)
          .where(
            and(
              eq(hiringJobDrafts.assistantId, assistantId),
              eq(hiringJobDrafts.clientId, clientId),
              eq(hiringJobDrafts.status, 'pending'),
            ),
          );
        if (pending >= pendingMax) return { kind: 'too-many' };
        const [draft] = await tx.insert(hiringJobDrafts).values({ assistantId, clientId, job, createdAt: now }).returning();
        return { kind: 'drafted', draft };
      });
      if (result.kind === 'drafted') await changed(partiesOf(result.draft));
      return result;
    },

    async byId(id: string): Promise<HiringJobDraftRow | null> {
      const [row] = await db.select().from(hiringJobDrafts).where(eq(hiringJobDrafts.id, id));
      return row ?? null;
    },

    async view(id: string): Promise<JobDraftView | null> {
      const [row] = await selectViews().where(eq(hiringJobDrafts.id, id));
      return row ?? null;
    },

    /**
     * The client approves a pending draft: the first step of the approval's transaction (the job is
     * created next, then `recordPostedJob`). `null` when it is not pending (or not theirs).
     */
    approve: (id: string, clientId: string, now: Date) =>
      decide(id, eq(hiringJobDrafts.clientId, clientId), { status: 'approved' }, now),

    /** Names the job an approval posted. */
    async recordPostedJob(id: string, jobId: string): Promise<HiringJobDraftRow> {
      const [row] = await db.update(hiringJobDrafts).set({ jobId }).where(eq(hiringJobDrafts.id, id)).returning();
      await changed(partiesOf(row));
      return row;
    },

    decline: (id: string, clientId: string, reason: string | null, now: Date) =>
      decide(id, eq(hiringJobDrafts.clientId, clientId), { status: 'declined', declineReason: reason }, now),

    withdraw: (id: string, assistantId: string, now: Date) =>
      decide(id, eq(hiringJobDrafts.assistantId, assistantId), { status: 'withdrawn' }, now),

    /** The drafts an assistant wrote, or those written for a client: newest first, one query per page. */
    async listFor(
      who: 'assistant' | 'client',
      userId: string,
      status: JobDraftStatus | undefined,
      page: Page,
    ): Promise<PageOf<JobDraftView>> {
      const owner = who === 'assistant' ? hiringJobDrafts.assistantId : hiringJobDrafts.clientId;
      const where = and(eq(owner, userId), status ? eq(hiringJobDrafts.status, status) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        selectViews()
          .where(where)
          .orderBy(desc(hiringJobDrafts.createdAt), desc(hiringJobDrafts.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(hiringJobDrafts).where(where),
      ]);
      return { rows, total };
    },
  };
}
