import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationMembers as members, conversations, messages, projectBriefs } from '../db/schema';

/** A member with messages to them still unread since before the cutoff, not yet covered by a mail. */
export interface UnreadCandidate {
  conversationId: string;
  userId: string;
}

export interface UnreadPreview {
  /** Unread messages in (fromSeq, upTo]. */
  count: number;
  /** The newest few, newest first. */
  newest: { seq: number; body: string; briefTitle: string | null; files: number; createdAt: Date }[];
}

/** Everything up to here the member has read, cleared ("deleted for me") or been mailed about. */
const coveredUpTo = sql`greatest(${members.lastReadSeq}, ${members.clearedSeq}, ${members.emailedSeq})`;

/** Messages to the member, not deleted, sent at or before the cutoff, beyond everything covered. */
const dueMessages = (cutoff: Date) =>
  and(
    eq(messages.conversationId, members.conversationId),
    eq(messages.recipientId, members.userId),
    gt(messages.seq, coveredUpTo),
    isNull(messages.deletedAt),
    lte(messages.createdAt, cutoff),
  );

/** One conversation claimed for a mail: its messages in (fromSeq, upTo]. */
export interface UnreadClaim {
  conversationId: string;
  otherUserId: string;
  fromSeq: number;
  upTo: number;
}

/**
 * The unread-message e-mail (issue 10, architecture §10). `conversation_members.emailed_seq` is the
 * claim: a run advances it (rows locked, guarded UPDATE) before mailing, so with several processes
 * (or two runs in one) each message is mailed about at most once.
 */
export function createUnreadMessageMailRepository(db: Db) {
  return {
    /**
     * Members with at least one message to them that is not deleted, was sent at or before `cutoff`
     * and lies beyond their read, cleared and emailed marks. The conversation's `last_seq` filters
     * out every fully read conversation before any message is looked at.
     */
    async candidates(cutoff: Date, limit: number): Promise<UnreadCandidate[]> {
      return db
        .selectDistinct({ conversationId: members.conversationId, userId: members.userId })
        .from(members)
        .innerJoin(
          conversations,
          and(eq(conversations.id, members.conversationId), gt(conversations.lastSeq, coveredUpTo)),
        )
        .innerJoin(messages, dueMessages(cutoff))
        .orderBy(members.userId, members.conversationId)
        .limit(limit);
    },

    /**
     * Claims one recipient's due conversations for ONE mail, in a transaction: their member rows are
     * locked (in conversation order, so two runs never deadlock), what is due is read again under
     * the lock, and emailed_seq is moved up to it. A second process handling the same recipient
     * waits for the first and then finds nothing left; so each message is mailed about at most once
     * and a recipient's conversations are not split over two mails.
     */
    async claimForRecipient(userId: string, conversationIds: readonly string[], cutoff: Date): Promise<UnreadClaim[]> {
      if (conversationIds.length === 0) return [];
      return db.transaction(async (tx) => {
        const mine = and(eq(members.userId, userId), inArray(members.conversationId, [...conversationIds]));
        await tx
          .select({ id: members.conversationId })
          .from(members)
          .where(mine)
          .orderBy(members.conversationId)
          .for('update');
        const due = await tx
          .select({
            conversationId: members.conversationId,
            otherUserId: members.otherUserId,
            fromSeq: sql<number>`${coveredUpTo}::int`,
            upTo: sql<number>`max(${messages.seq})::int`,
          })
          .from(members)
          .innerJoin(messages, dueMessages(cutoff))
          .where(mine)
          .groupBy(
            members.conversationId,
            members.otherUserId,
            members.lastReadSeq,
            members.clearedSeq,
            members.emailedSeq,
          );
        const claimed: UnreadClaim[] = [];
        for (const claim of due) {
          const [moved] = await tx
            .update(members)
            .set({ emailedSeq: claim.upTo })
            .where(
              and(
                eq(members.conversationId, claim.conversationId),
                eq(members.userId, userId),
                lt(members.emailedSeq, claim.upTo),
              ),
            )
            .returning({ conversationId: members.conversationId });
          if (moved) claimed.push(claim);
        }
        return claimed;
      });
    },

    /** How many claimed messages there are and the newest few (text, brief title, number of files). */
    async preview(
      conversationId: string,
      userId: string,
      fromSeq: number,
      upTo: number,
      newest: number,
    ): Promise<UnreadPreview> {
      const rows = await db
        .select({
          seq: messages.seq,
          body: messages.body,
          briefTitle: projectBriefs.title,
          createdAt: messages.createdAt,
          files: sql<number>`(select count(*) from message_attachments a where a.message_id = ${messages.id})::int`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(messages)
        .leftJoin(projectBriefs, eq(projectBriefs.id, messages.briefId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.recipientId, userId),
            gt(messages.seq, fromSeq),
            lte(messages.seq, upTo),
            isNull(messages.deletedAt),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(newest);
      return { count: rows[0]?.total ?? 0, newest: rows.map(({ total: _total, ...row }) => row) };
    },
  };
}

export type UnreadMessageMailRepository = ReturnType<typeof createUnreadMessageMailRepository>;
