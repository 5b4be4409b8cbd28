import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  conversationMembers,
  conversations,
  jobs,
  messageAttachments,
  messages,
  projectBriefs,
  storedFiles,
  type MessageRow,
  type ProjectBriefRow,
} from '../db/schema';
import { OPEN_BRIEFS_PER_PAIR_MAX } from '@freelane/shared/contracts';
import { isUniqueViolation } from '../lib/db-errors';
import type { NewStoredFile } from './stored-files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AttachmentRecord {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  storageKey: string;
}

/** A stored message with what the presenter needs: its files (in order) and its brief. */
export interface MessageRecord extends MessageRow {
  attachments: AttachmentRecord[];
  brief: ProjectBriefRow | null;
  /** The job `jobId` names (a Request Clarification question), read with the message on every path. */
  aboutJob: { id: string; title: string } | null;
}

export type NewBrief = Omit<typeof projectBriefs.$inferInsert, 'id' | 'conversationId' | 'createdAt' | 'updatedAt'>;

export interface AppendMessage {
  senderId: string;
  recipientId: string;
  body: string;
  /** The sender's idempotency key: the same key again returns the first message. */
  clientMessageId?: string;
  /** Files already streamed to storage; their rows are written with the message. */
  attachments?: NewStoredFile[];
  /** A project brief stored with the message, in the same transaction. */
  brief?: NewBrief;
  /** The job the message is about (Request Clarification from the revision view). */
  jobId?: string;
  now: Date;
}

export interface AppendResult {
  message: MessageRecord;
  /** False when the clientMessageId was already used: nothing new was stored. */
  created: boolean;
  /**
   * The sender's first message since they last cleared the conversation (or ever): they take part
   * in it again, which may make the two chat contacts who see each other online.
   */
  startsTakingPart: boolean;
}

/**
 * Thrown inside a brief's transaction when the sender already has OPEN_BRIEFS_PER_PAIR_MAX open
 * briefs with this person; nothing is stored.
 */
export class OpenBriefLimitReached extends Error {
  override name = 'OpenBriefLimitReached';
}

interface Inserted {
  record: MessageRecord;
  startsTakingPart: boolean;
}

export interface HistoryQuery {
  conversationId: string;
  /** Messages up to this seq were cleared by the viewer ("delete conversation"). */
  clearedSeq: number;
  before?: number;
  after?: number;
  limit: number;
}

export interface HistoryPage {
  rows: MessageRecord[];
  hasMoreBefore: boolean;
  hasMoreAfter: boolean;
}

/** The conversation's pair, lower id first (one row per pair, whoever writes first). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/**
 * Chat messages (architecture §10). The one rule that makes delivery exact: a message is stored in
 * a transaction that first increments its conversation's `last_seq` (which locks that row until
 * commit), so seqs are strictly rising and gap-free per conversation, in commit order.
 */
export function createMessagesRepository(db: Db) {
  async function withExtras(rows: MessageRow[]): Promise<MessageRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const briefIds = rows.flatMap((row) => (row.briefId ? [row.briefId] : []));
    const jobIds = [...new Set(rows.flatMap((row) => (row.jobId ? [row.jobId] : [])))];
    const [files, briefs, aboutJobs] = await Promise.all([
      db
        .select({
          messageId: messageAttachments.messageId,
          fileId: storedFiles.id,
          name: storedFiles.originalName,
          size: storedFiles.size,
          contentType: storedFiles.contentType,
          storageKey: storedFiles.storageKey,
        })
        .from(messageAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
        .where(inArray(messageAttachments.messageId, ids))
        .orderBy(asc(messageAttachments.position)),
      briefIds.length > 0 ? db.select().from(projectBriefs).where(inArray(projectBriefs.id, briefIds)) : [],
      jobIds.length > 0 ? db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds)) : [],
    ]);
    const briefById = new Map(briefs.map((brief) => [brief.id, brief]));
    const jobById = new Map(aboutJobs.map((job) => [job.id, job]));
    return rows.map((row) => ({
      ...row,
      attachments: files.filter((file) => file.messageId === row.id).map(({ messageId: _unused, ...file }) => file),
      brief: row.briefId ? (briefById.get(row.briefId) ?? null) : null,
      aboutJob: row.jobId ? (jobById.get(row.jobId) ?? null) : null,
    }));
  }

  async function findById(id: string): Promise<MessageRecord | undefined> {
    const [row] = await db.select().from(messages).where(eq(messages.id, id));
    return row ? (await withExtras([row]))[0] : undefined;
  }

  async function findBySenderKey(senderId: string, clientMessageId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
    return row;
  }

  /**
   * Takes the pair's next seq: the UPDATE increments and locks the conversation row until commit.
   * Only the first message of a pair creates the conversation and its two members.
   */
  async function takeNextSeq(tx: Tx, senderId: string, recipientId: string, now: Date) {
    const [low, high] = orderedPair(senderId, recipientId);
    const increment = () =>
      tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
        .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)))
        .returning();
    const [existing] = await increment();
    if (existing) return existing;
    await tx.insert(conversations).values({ userLowId: low, userHighId: high }).onConflictDoNothing();
    const [conversation] = await increment();
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: conversation.id, userId: senderId, otherUserId: recipientId },
        { conversationId: conversation.id, userId: recipientId, otherUserId: senderId },
      ])
      .onConflictDoNothing();
    return conversation;
  }

  /**
   * The common send, a text message in a conversation that exists, as ONE statement: the next seq,
   * the message and the sender's read mark are written together (a statement is its own
   * transaction; the UPDATE locks the conversation row, so concurrent sends still take seqs in
   * turn). The general path below costs five round trips (BEGIN, three statements, COMMIT); on
   * the embedded database each holds the API's only thread for a millisecond or two. Undefined
   * when the pair has no conversation yet.
   */
  async function insertText(input: AppendMessage): Promise<Inserted | undefined> {
    const [low, high] = orderedPair(input.senderId, input.recipientId);
    const now = input.now.toISOString();
    const result = (await db.execute(sql`
      with conversation as (
        update conversations set last_seq = last_seq + 1, last_message_at = ${now}::timestamptz
        where user_low_id = ${low} and user_high_id = ${high}
        returning id, last_seq
      ), message as (
        insert into messages (conversation_id, seq, sender_id, recipient_id, client_message_id, body, created_at)
        select id, last_seq, ${input.senderId}::uuid, ${input.recipientId}::uuid, ${input.clientMessageId ?? null}::uuid, ${input.body}::text,
          ${now}::timestamptz
        from conversation
        returning id, conversation_id, seq
      ), sender_before as (
        select last_sent_seq <= cleared_seq as starts from conversation_members
        where conversation_id = (select conversation_id from message) and user_id = ${input.senderId}
      ), sender_marks as (
        update conversation_members
        set last_read_seq = greatest(last_read_seq, (select seq from message)),
          last_sent_seq = greatest(last_sent_seq, (select seq from message))
        where conversation_id = (select conversation_id from message) and user_id = ${input.senderId}
      )
      select id, conversation_id as "conversationId", seq, coalesce((select starts from sender_before), true) as "startsTakingPart"
      from message`)) as unknown as {
      rows: { id: string; conversationId: string; seq: number; startsTakingPart: boolean }[];
    };
    const [row] = result.rows;
    if (!row) return undefined;
    const { startsTakingPart, ...stored } = row;
    const record: MessageRecord = {
      ...stored,
      senderId: input.senderId,
      recipientId: input.recipientId,
      clientMessageId: input.clientMessageId ?? null,
      body: input.body,
      jobId: null,
      briefId: null,
      deletedAt: null,
      createdAt: input.now,
      attachments: [],
      brief: null,
      aboutJob: null,
    };
    return { record, startsTakingPart };
  }

  /** The new message with what the presenter needs, from what was just written (no re-read). */
  async function insert(input: AppendMessage): Promise<Inserted> {
    if (!input.brief && !input.jobId && !input.attachments?.length) {
      const stored = await insertText(input);
      if (stored) return stored;
    }
    return db.transaction(async (tx) => {
      const conversation = await takeNextSeq(tx, input.senderId, input.recipientId, input.now);
      let brief: ProjectBriefRow | null = null;
      if (input.brief) {
        // The conversation row is locked (takeNextSeq): two briefs sent at once are counted in turn.
        const [{ open }] = await tx
          .select({ open: sql<number>`count(*)::int` })
          .from(projectBriefs)
          .innerJoin(messages, eq(messages.briefId, projectBriefs.id))
          .where(
            and(
              eq(projectBriefs.conversationId, conversation.id),
              eq(projectBriefs.senderId, input.senderId),
              eq(projectBriefs.status, 'specific'),
              isNull(messages.deletedAt),
            ),
          );
        if (open >= OPEN_BRIEFS_PER_PAIR_MAX) throw new OpenBriefLimitReached();
        [brief] = await tx
          .insert(projectBriefs)
          .values({ ...input.brief, conversationId: conversation.id, createdAt: input.now, updatedAt: input.now })
          .returning();
      }
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          seq: conversation.lastSeq,
          senderId: input.senderId,
          recipientId: input.recipientId,
          clientMessageId: input.clientMessageId ?? null,
          body: input.body,
          briefId: brief?.id ?? null,
          jobId: input.jobId ?? null,
          createdAt: input.now,
        })
        .returning();
      const files = input.attachments ?? [];
      if (files.length > 0) {
        await tx.insert(storedFiles).values(files);
        await tx
          .insert(messageAttachments)
          .values(files.map((file, position) => ({ messageId: message.id, fileId: file.id, position })));
      }
      // The sender has read what they wrote (it never counts as unread for them) and takes part.
      const [before] = await tx
        .select({ lastSentSeq: conversationMembers.lastSentSeq, clearedSeq: conversationMembers.clearedSeq })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, input.senderId)));
      await tx
        .update(conversationMembers)
        .set({
          lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${message.seq})`,
          lastSentSeq: sql`greatest(${conversationMembers.lastSentSeq}, ${message.seq})`,
        })
        .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, input.senderId)));
      const attachments = files.map((file) => ({
        fileId: file.id,
        name: file.originalName,
        size: file.size,
        contentType: file.contentType,
        storageKey: file.storageKey,
      }));
      const [aboutJob] = input.jobId ? await tx.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.id, input.jobId)) : [];
      return {
        record: { ...message, attachments, brief, aboutJob: aboutJob ?? null },
        startsTakingPart: !before || before.lastSentSeq <= before.clearedSeq,
      };
    });
  }

  return {
    withExtras,

    /**
     * Stores a message (conversation created on first use) with its next seq, files and brief, in
     * one transaction. A clientMessageId the sender already used returns that first message and
     * stores nothing; two concurrent sends with the same key store one (the unique index decides).
     */
    async append(input: AppendMessage): Promise<AppendResult> {
      try {
        const { record, startsTakingPart } = await insert(input);
        return { message: record, created: true, startsTakingPart };
      } catch (error) {
        // A retry hits the unique (sender, clientMessageId) index: the first message is the answer.
        // Retries are rare, so the common send is not slowed down by looking first.
        if (!input.clientMessageId || !isUniqueViolation(error)) throw error;
        const existing = await findBySenderKey(input.senderId, input.clientMessageId);
        if (!existing) throw error;
        return { message: (await withExtras([existing]))[0], created: false, startsTakingPart: false };
      }
    },

    findById,

    /** The message the sender already stored under this idempotency key, if any. */
    async findByClientMessageId(senderId: string, clientMessageId: string): Promise<MessageRecord | undefined> {
      const row = await findBySenderKey(senderId, clientMessageId);
      return row ? (await withExtras([row]))[0] : undefined;
    },

    async findByBriefId(briefId: string): Promise<MessageRecord | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.briefId, briefId));
      return row ? (await withExtras([row]))[0] : undefined;
    },

    /**
     * One page of a conversation, oldest first. No cursor: the newest page. `before`: the page older
     * than that seq. `after`: what follows that seq (catch-up), up to `before` when both are given.
     * Seqs are gap-free, so "more before" is simply whether the oldest returned seq is above the
     * first one the viewer may see.
     */
    async history(query: HistoryQuery): Promise<HistoryPage> {
      const visible: SQL[] = [eq(messages.conversationId, query.conversationId), gt(messages.seq, query.clearedSeq)];
      if (query.before !== undefined) visible.push(lt(messages.seq, query.before));
      const forward = query.after !== undefined;
      if (forward) visible.push(gt(messages.seq, query.after as number));
      const rows = await db
        .select()
        .from(messages)
        .where(and(...visible))
        .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
        .limit(query.limit + 1);
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      if (!forward) page.reverse();
      const oldest = page[0]?.seq;
      return {
        rows: await withExtras(page),
        hasMoreBefore: forward ? oldest !== undefined && oldest > query.clearedSeq + 1 : more,
        hasMoreAfter: forward ? more : query.before !== undefined,
      };
    },

    /**
     * Deletes a message for both parties, if the caller sent it and it is not deleted yet: the text
     * is wiped and its files are detached (returned, so the caller removes their bytes).
     */
    async softDelete(messageId: string, senderId: string, now: Date): Promise<{ message: MessageRecord; files: AttachmentRecord[] } | undefined> {
      const before = await findById(messageId);
      if (!before || before.senderId !== senderId || before.deletedAt) return undefined;
      const [row] = await db
        .update(messages)
        .set({ body: '', deletedAt: now })
        .where(and(eq(messages.id, messageId), eq(messages.senderId, senderId), isNull(messages.deletedAt)))
        .returning();
      if (!row) return undefined;
      if (before.attachments.length > 0) {
        await db.delete(storedFiles).where(
          inArray(
            storedFiles.id,
            before.attachments.map((file) => file.fileId),
          ),
        );
      }
      return { message: { ...row, attachments: [], brief: before.brief, aboutJob: before.aboutJob }, files: before.attachments };
    },

    /** Whether `fromId` has ever written to `toId` (a reply is always allowed). */
    async hasWritten(fromId: string, toId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.senderId, fromId), eq(messages.recipientId, toId)))
        .limit(1);
      return row !== undefined;
    },

    /** An attachment with the two parties of its conversation (for the download check). */
    async findAttachment(fileId: string) {
      const [row] = await db
        .select({
          fileId: storedFiles.id,
          name: storedFiles.originalName,
          size: storedFiles.size,
          contentType: storedFiles.contentType,
          storageKey: storedFiles.storageKey,
          conversationId: messages.conversationId,
          seq: messages.seq,
          senderId: messages.senderId,
          recipientId: messages.recipientId,
          deletedAt: messages.deletedAt,
        })
        .from(messageAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(eq(messageAttachments.fileId, fileId));
      return row;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
