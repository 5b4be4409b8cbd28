// Contacts, conversations and their messages, project briefs proposed in chat, notifications and their preferences.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BRIEF_STATUSES,
  type BriefBudgetType,
  type BriefDuration,
  type BriefStatus,
  type NotificationCategory,
} from '@freelane/shared/contracts';
import { createdAt, inList, money, newestFirst, updatedAt } from './columns';
import { users } from './accounts';
import { storedFiles } from './files';
import { jobs } from './jobs';

/**
 * Contacts, one row per direction (A→B and B→A). `connectedAt` marks a client connecting a
 * freelancer (the client dashboard's Talent Connection counts these on the client's row).
 */
export const contacts = pgTable(
  'contacts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contactId] }), index('contacts_contact_idx').on(t.contactId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The page it is about (site path), shown as a link in the centre. */
    link: text('link'),
    /**
     * Groups notifications that should stay one while unread (e.g. `conversation:<id>` for chat
     * messages): a new event updates the unread one instead of adding another.
     */
    refKey: text('ref_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // The bell (unread) and the centre (all, or one category / unread), each newest first.
    index('notifications_user_unread_idx').on(t.userId, t.isRead, newestFirst(t.createdAt), newestFirst(t.id)),
    index('notifications_user_created_idx').on(t.userId, newestFirst(t.createdAt), newestFirst(t.id)),
    uniqueIndex('notifications_unread_ref_unique')
      .on(t.userId, t.refKey)
      .where(sql`${t.isRead} = false and ${t.refKey} is not null`),
  ],
);

/** Per user and category: shown in the app, sent by e-mail. A missing row means the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    /**
     * Web Push to the person's subscribed devices (issue 37). Null: the category's default (a row
     * the previous release wrote, or one saved before push existed, keeps meaning "as by default").
     */
    push: boolean('push'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * A browser's Web Push subscription (issue 37): where its push service takes messages for it
 * (`endpoint`, a URL the browser chose, checked against SSRF: push/endpoint-guard.ts) and the keys
 * that encrypt them (RFC 8291). One row per endpoint: a browser signed in as someone else moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * One conversation per pair of users (the lower id first, so the pair is unique whoever starts).
 * `lastSeq` is the counter row of architecture §10: the insert of a message locks it and takes the
 * next seq in the same transaction, so seqs rise strictly and both parties see one order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLowId: uuid('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: uuid('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.userLowId, t.userHighId),
    index('conversations_user_high_idx').on(t.userHighId),
    check('conversations_pair_order_check', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/**
 * Each user's own view of a conversation: how far they have read, what they cleared ("delete
 * conversation" hides everything up to `clearedSeq` for them only) and up to which seq the
 * unread-message e-mail has already told them about.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    clearedSeq: integer('cleared_seq').notNull().default(0),
    emailedSeq: integer('emailed_seq').notNull().default(0),
    /**
     * The seq of this member's newest message (0: none). A member takes part in the conversation
     * while it is above `clearedSeq`: presence flows only between two members who both do.
     */
    lastSentSeq: integer('last_sent_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    uniqueIndex('conversation_members_user_other_unique').on(t.userId, t.otherUserId),
  ],
);

/** Project briefs proposed in chat (contracts/briefs.ts); accepting one creates `jobId`. */
export const projectBriefs = pgTable(
  'project_briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    delivarables: text('delivarables').notNull(),
    salary: money('salary').notNull(),
    duration: text('duration').$type<BriefDuration>().notNull(),
    budgetType: text('budget_type').$type<BriefBudgetType>().notNull(),
    status: text('status').$type<BriefStatus>().notNull().default('specific'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('project_briefs_status_check', sql`${t.status} in (${inList(BRIEF_STATUSES)})`),
    index('project_briefs_freelancer_idx').on(t.freelancerId, t.createdAt.desc()),
    uniqueIndex('project_briefs_job_unique').on(t.jobId),
  ],
);

/**
 * Messages. `(conversationId, seq)` is the one order both parties see; `(senderId, clientMessageId)`
 * makes a retried send return the first message. A deleted message keeps its row and seq (so
 * catch-up never skips a number) but loses its text and files.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMessageId: uuid('client_message_id'),
    body: text('body').notNull().default(''),
    /** The job a message is about (Request Clarification from the revision view). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    briefId: uuid('brief_id').references(() => projectBriefs.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientMessageId),
    index('messages_brief_idx').on(t.briefId),
    // Deleting a job clears the link of its clarification messages without scanning every message.
    index('messages_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    // Full-text search of a user's messages (GET /message/search).
    index('messages_body_search_idx').using('gin', sql`to_tsvector('simple', ${t.body})`),
  ],
);

/** Files sent with a message (stored_files of kind chatAttachment), in the order they were sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    uniqueIndex('message_attachments_file_unique').on(t.fileId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

export type ConversationRow = typeof conversations.$inferSelect;

export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

export type MessageRow = typeof messages.$inferSelect;

export type ProjectBriefRow = typeof projectBriefs.$inferSelect;

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
