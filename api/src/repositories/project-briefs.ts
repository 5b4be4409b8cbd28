import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BriefStatus, ProjectBriefBody } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobs, messages, projectBriefs, users, type JobRow, type MessageRow, type ProjectBriefRow } from '../db/schema';
import { connect } from './applications';
import type { Page, PageOf } from './jobs';
import { jobWriteTags } from '../lib/cache-tags';
import type { Changed } from './changes';

export interface ReceivedBriefRow {
  brief: ProjectBriefRow;
  sender: { id: string; fullName: string; profilePhoto: string | null };
}

const isOpenFor = (
  column: typeof projectBriefs.senderId | typeof projectBriefs.recipientId,
  id: string,
  userId: string,
) => and(eq(projectBriefs.id, id), eq(column, userId), eq(projectBriefs.status, 'specific'));

/** A brief whose message its sender deleted through deleteMessage is gone from the chat: hide it too. */
const messageNotDeleted = sql`not exists (
  select 1 from ${messages} where ${messages.briefId} = ${projectBriefs.id} and ${messages.deletedAt} is not null
)`;

/**
 * Project briefs proposed in chat (issue 10). A brief is created with its message by
 * messages.append (one transaction); every change here is a guarded UPDATE that repeats who may make
 * it and that the brief is still open (`specific`), so of two racing answers exactly one wins.
 */
export function createProjectBriefsRepository(db: Db, changed: Changed) {
  return {
    async findById(id: string): Promise<ProjectBriefRow | undefined> {
      const [row] = await db.select().from(projectBriefs).where(eq(projectBriefs.id, id));
      return row;
    },

    /** The sender edits an open brief. */
    async update(
      id: string,
      senderId: string,
      body: ProjectBriefBody,
      now: Date,
    ): Promise<ProjectBriefRow | undefined> {
      const [row] = await db
        .update(projectBriefs)
        .set({ ...body, updatedAt: now })
        .where(isOpenFor(projectBriefs.senderId, id, senderId))
        .returning();
      return row;
    },

    /**
     * The sender withdraws an open brief, in one transaction: its message becomes "deleted" for both
     * (keeping its seq) and the brief row is removed. Returns the brief as it was and the message.
     */
    async withdraw(
      id: string,
      senderId: string,
      now: Date,
    ): Promise<{ brief: ProjectBriefRow; message: MessageRow } | undefined> {
      return db.transaction(async (tx) => {
        // The row lock makes a racing accept/decline either finish first (then this finds it answered) or wait and find it gone.
        const [brief] = await tx
          .select()
          .from(projectBriefs)
          .where(isOpenFor(projectBriefs.senderId, id, senderId))
          .for('update');
        if (!brief) return undefined;
        const [message] = await tx
          .update(messages)
          .set({ body: '', deletedAt: now })
          .where(eq(messages.briefId, id))
          .returning();
        await tx.delete(projectBriefs).where(eq(projectBriefs.id, id));
        return message ? { brief, message: { ...message, briefId: null } } : undefined;
      });
    },

    /** The recipient declines an open brief, with an optional reason for the sender. */
    async decline(
      id: string,
      recipientId: string,
      reason: string | null,
      now: Date,
    ): Promise<ProjectBriefRow | undefined> {
      const [row] = await db
        .update(projectBriefs)
        .set({ status: 'declined', declineReason: reason, decidedAt: now, updatedAt: now })
        .where(isOpenFor(projectBriefs.recipientId, id, recipientId))
        .returning();
      return row;
    },

    /**
     * The recipient accepts, in ONE transaction: the guarded UPDATE (specific → accepted) locks the
     * brief, so a second accept waits and then matches nothing; then the job is created owned by the
     * client, in progress with the freelancer hired at the brief's salary, linked to the brief, and
     * client and freelancer become connected contacts (as when a proposal is accepted).
     */
    async accept(
      id: string,
      recipientId: string,
      now: Date,
      today: string,
    ): Promise<{ brief: ProjectBriefRow; job: JobRow } | undefined> {
      const hired = await db.transaction(async (tx) => {
        const [accepted] = await tx
          .update(projectBriefs)
          .set({ status: 'accepted', decidedAt: now, updatedAt: now })
          .where(isOpenFor(projectBriefs.recipientId, id, recipientId))
          .returning();
        if (!accepted) return undefined;
        const [job] = await tx
          .insert(jobs)
          .values({
            ownerId: accepted.clientId,
            title: accepted.title,
            category: 'Other',
            rank: 'any',
            description: accepted.description,
            skills: [],
            jobType: 'oneTime',
            duration: accepted.duration,
            budgetType: accepted.budgetType,
            salary: accepted.salary,
            applicationDeadline: today,
            status: 'progress',
            hiredFreelancerId: accepted.freelancerId,
            hiredAt: now,
            delivarables: accepted.delivarables,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const [brief] = await tx
          .update(projectBriefs)
          .set({ jobId: job.id })
          .where(eq(projectBriefs.id, id))
          .returning();
        await connect(tx, accepted.clientId, accepted.freelancerId, now);
        return { brief, job };
      });
      // A new job in progress: both parties' lists and the client's talent connections.
      if (hired) await changed(jobWriteTags(hired.job));
      return hired;
    },

    /** Proposals from Clients: briefs clients sent to this freelancer, newest first. */
    async listReceived(
      freelancerId: string,
      status: BriefStatus | undefined,
      query: Page,
    ): Promise<PageOf<ReceivedBriefRow>> {
      const conditions: (SQL | undefined)[] = [
        eq(projectBriefs.freelancerId, freelancerId),
        eq(projectBriefs.senderId, projectBriefs.clientId),
        messageNotDeleted,
      ];
      if (status) conditions.push(eq(projectBriefs.status, status));
      const where = and(...conditions);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(projectBriefs)
        .innerJoin(users, eq(users.id, projectBriefs.senderId))
        .where(where);
      const rows = await db
        .select({
          brief: projectBriefs,
          sender: { id: users.id, fullName: users.fullName, profilePhoto: users.profilePhoto },
        })
        .from(projectBriefs)
        .innerJoin(users, eq(users.id, projectBriefs.senderId))
        .where(where)
        .orderBy(desc(projectBriefs.createdAt), desc(projectBriefs.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, total };
    },
  };
}

export type ProjectBriefsRepository = ReturnType<typeof createProjectBriefsRepository>;
