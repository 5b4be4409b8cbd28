import { and, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  conversationMembers,
  conversations,
  jobs,
  messages,
  notifications,
  users,
  type ConversationMemberRow,
  type ConversationRow,
  type MessageRow,
  type UserRow,
} from '../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../lib/like';
import { orderedPair } from './messages';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';

/** A conversation as one of its members sees it. */
export interface ConversationView {
  conversation: ConversationRow;
  /** The viewer's own read / cleared state. */
  me: ConversationMemberRow;
  other: ConversationMemberRow;
}

export interface ConversationListItem {
  conversation: ConversationRow;
  me: ConversationMemberRow;
  otherUser: UserRow;
  lastMessage: MessageRow | null;
  unreadCount: number;
}

export interface ConversationListQuery {
  userId: string;
  search?: string;
  page: number;
  limit: number;
}

export interface SearchQuery {
  userId: string;
  /** Sanitised prefix terms, e.g. ['logo', 'draft']. */
  terms: string[];
  otherUserId?: string;
  limit: number;
}

/** The key that keeps one Message notification per conversation while it is unread. */
export const conversationRefKey = (conversationId: string) => `conversation:${conversationId}`;

/** Jobs that are running between two people: the chat header links to them. */
export const RUNNING_JOB_STATUSES = ['progress', 'paused', 'review', 'disputes'] as const;

/** What is unread for a member: the other person's messages after both the read and the cleared mark. */
const unreadFor = (member: typeof conversationMembers) =>
  and(
    eq(messages.conversationId, member.conversationId),
    eq(messages.recipientId, member.userId),
    gt(messages.seq, sql`greatest(${member.lastReadSeq}, ${member.clearedSeq})`),
    isNull(messages.deletedAt),
  );

// The two members of a conversation and the two people, for the presence rule.
const mine = alias(conversationMembers, 'mine');
const theirs = alias(conversationMembers, 'theirs');
const me = alias(users, 'me');
const them = alias(users, 'them');
const sharesPresence = and(
  gt(mine.lastSentSeq, mine.clearedSeq),
  gt(theirs.lastSentSeq, theirs.clearedSeq),
  eq(me.showOnline, true),
  eq(them.showOnline, true),
);

/**
 * Conversations and each member's view of them: read marks, "deleted for me", unread counts, the
 * list, search, and who counts as a chat contact (for presence).
 */
export function createConversationsRepository(db: Db, changed: Changed) {
  /** Which of these people see each other online with the user (the rule of contactIds), in one query. */
  async function sharePresenceWith(userId: string, otherUserIds: readonly string[]): Promise<Set<string>> {
    if (otherUserIds.length === 0) return new Set();
    const rows = await db
      .select({ id: mine.otherUserId })
      .from(mine)
      .innerJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), eq(theirs.userId, mine.otherUserId)))
      .innerJoin(me, eq(me.id, mine.userId))
      .innerJoin(them, eq(them.id, mine.otherUserId))
      .where(and(eq(mine.userId, userId), inArray(mine.otherUserId, [...new Set(otherUserIds)]), sharesPresence));
    return new Set(rows.map((row) => row.id));
  }

  return {
    async findBetween(userId: string, otherUserId: string): Promise<ConversationView | undefined> {
      const [low, high] = orderedPair(userId, otherUserId);
      const [conversation] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
      if (!conversation) return undefined;
      const members = await db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, conversation.id));
      const me = members.find((member) => member.userId === userId);
      const other = members.find((member) => member.userId === otherUserId);
      if (!me || !other) return undefined;
      return { conversation, me, other };
    },

    /** Moves the member's read mark forward (never back, never past the last message). */
    async markRead(conversationId: string, userId: string, upToSeq: number): Promise<number> {
      const [row] = await db
        .update(conversationMembers)
        .set({
          lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, least(${upToSeq}::int, (select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})))`,
        })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
        .returning({ lastReadSeq: conversationMembers.lastReadSeq });
      return row?.lastReadSeq ?? 0;
    },

    /** "Delete conversation" for one member: everything so far is hidden from them (and read). */
    async clearFor(conversationId: string, userId: string): Promise<void> {
      const lastSeq = sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`;
      await db
        .update(conversationMembers)
        .set({ clearedSeq: lastSeq, lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${lastSeq})` })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
    },

    /**
     * The member has read everything here: their unread Message notification for the conversation is
     * read too. True when one changed (their bell and centre must refresh).
     */
    async markMessageNotificationRead(userId: string, conversationId: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.refKey, conversationRefKey(conversationId)),
            eq(notifications.isRead, false),
          ),
        )
        .returning({ id: notifications.id });
      if (rows.length > 0) await changed([tags.notifications(userId)]);
      return rows.length > 0;
    },

    /**
     * A deleted message's text must not live on in the notification that previewed it: that
     * notification's text (exactly `previewed`) becomes `replacement`. True when one changed.
     */
    async replaceMessageNotificationText(userId: string, conversationId: string, previewed: string, replacement: string) {
      const rows = await db
        .update(notifications)
        .set({ message: replacement })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.refKey, conversationRefKey(conversationId)),
            eq(notifications.message, previewed),
          ),
        )
        .returning({ id: notifications.id });
      if (rows.length > 0) await changed([tags.notifications(userId)]);
      return rows.length > 0;
    },

    /** Unread messages in all the user's conversations, and how many conversations have some. */
    async unreadTotals(userId: string): Promise<{ total: number; conversations: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          conversations: sql<number>`count(distinct ${messages.conversationId})::int`,
        })
        .from(conversationMembers)
        .innerJoin(messages, unreadFor(conversationMembers))
        .where(eq(conversationMembers.userId, userId));
      return row ?? { total: 0, conversations: 0 };
    },

    async unreadIn(conversationId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversationMembers)
        .innerJoin(messages, unreadFor(conversationMembers))
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
      return row?.count ?? 0;
    },

    /**
     * The user's conversations with something visible to them, newest activity first, each with the
     * other person, the last message and the unread count (four queries per page, whatever its size).
     */
    async list(query: ConversationListQuery): Promise<{ rows: ConversationListItem[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        eq(conversationMembers.userId, query.userId),
        gt(conversations.lastSeq, conversationMembers.clearedSeq),
      ];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(users.fullName, pattern), ilike(users.username, pattern)));
      }
      const where = and(...conditions);
      const from = () =>
        db
          .select({ conversation: conversations, me: conversationMembers, otherUser: users })
          .from(conversationMembers)
          .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
          .innerJoin(users, eq(users.id, conversationMembers.otherUserId));
      const [[{ total }], page] = await Promise.all([
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(conversationMembers)
          .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
          .innerJoin(users, eq(users.id, conversationMembers.otherUserId))
          .where(where),
        from()
          .where(where)
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      ]);
      const ids = page.map((row) => row.conversation.id);
      if (ids.length === 0) return { rows: [], total };
      const [lastMessages, unread] = await Promise.all([
        db
          .selectDistinctOn([messages.conversationId])
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(messages.conversationId, desc(messages.seq)),
        db
          .select({ conversationId: conversationMembers.conversationId, count: sql<number>`count(*)::int` })
          .from(conversationMembers)
          .innerJoin(messages, unreadFor(conversationMembers))
          .where(and(eq(conversationMembers.userId, query.userId), inArray(conversationMembers.conversationId, ids)))
          .groupBy(conversationMembers.conversationId),
      ]);
      const lastById = new Map(lastMessages.map((message) => [message.conversationId, message]));
      const unreadById = new Map(unread.map((row) => [row.conversationId, row.count]));
      return {
        total,
        rows: page.map((row) => ({
          ...row,
          lastMessage: lastById.get(row.conversation.id) ?? null,
          unreadCount: unreadById.get(row.conversation.id) ?? 0,
        })),
      };
    },

    /** Jobs running between the user and each of these people (client or freelancer side). */
    async runningJobsWith(userId: string, otherUserIds: readonly string[]) {
      const result = new Map<string, { id: string; title: string; status: (typeof RUNNING_JOB_STATUSES)[number] }[]>();
      if (otherUserIds.length === 0) return result;
      const others = [...new Set(otherUserIds)];
      const rows = await db
        .select({ id: jobs.id, title: jobs.title, status: jobs.status, ownerId: jobs.ownerId, hiredId: jobs.hiredFreelancerId })
        .from(jobs)
        .where(
          and(
            inArray(jobs.status, [...RUNNING_JOB_STATUSES]),
            or(
              and(eq(jobs.ownerId, userId), inArray(jobs.hiredFreelancerId, others)),
              and(eq(jobs.hiredFreelancerId, userId), inArray(jobs.ownerId, others)),
            ),
          ),
        )
        .orderBy(desc(jobs.updatedAt));
      for (const row of rows) {
        const other = row.ownerId === userId ? row.hiredId : row.ownerId;
        if (!other) continue;
        const status = row.status as (typeof RUNNING_JOB_STATUSES)[number];
        result.set(other, [...(result.get(other) ?? []), { id: row.id, title: row.title, status }]);
      }
      return result;
    },

    /**
     * The people who see whether this user is online, and whom this user sees (issue 28): each
     * shares a conversation with them that both take part in (each has written in it since they last
     * deleted it), and both show when they are online. One unanswered message, or a conversation
     * either deleted, shares nothing; hiding one's own presence hides the others' from oneself too.
     */
    async contactIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: mine.otherUserId })
        .from(mine)
        .innerJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), eq(theirs.userId, mine.otherUserId)))
        .innerJoin(me, eq(me.id, mine.userId))
        .innerJoin(them, eq(them.id, mine.otherUserId))
        .where(and(eq(mine.userId, userId), sharesPresence));
      return rows.map((row) => row.id);
    },

    /** Whether the two see each other online (the rule of contactIds). */
    async sharePresence(userId: string, otherUserId: string): Promise<boolean> {
      return (await sharePresenceWith(userId, [otherUserId])).has(otherUserId);
    },

    sharePresenceWith,

    /** They share a conversation (typing is relayed between them: typing is something one does to the other). */
    async isContact(userId: string, otherUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationMembers.otherUserId })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.otherUserId, otherUserId)));
      return row !== undefined;
    },

    /**
     * Full-text search of the messages the user can still see (PostgreSQL, `simple` configuration,
     * each term as a prefix), best match first. The expression matches the GIN index's.
     */
    async search(query: SearchQuery) {
      if (query.terms.length === 0) return [];
      const tsquery = query.terms.map((term) => `${term}:*`).join(' & ');
      const match = sql`to_tsvector('simple', ${messages.body}) @@ to_tsquery('simple', ${tsquery})`;
      const conditions: (SQL | undefined)[] = [
        eq(conversationMembers.userId, query.userId),
        gt(messages.seq, conversationMembers.clearedSeq),
        isNull(messages.deletedAt),
        match,
      ];
      if (query.otherUserId) conditions.push(eq(conversationMembers.otherUserId, query.otherUserId));
      return db
        .select({ message: messages, otherUser: users })
        .from(messages)
        .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
        .innerJoin(users, eq(users.id, conversationMembers.otherUserId))
        .where(and(...conditions))
        .orderBy(
          desc(sql`ts_rank(to_tsvector('simple', ${messages.body}), to_tsquery('simple', ${tsquery}))`),
          desc(messages.createdAt),
        )
        .limit(query.limit);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
