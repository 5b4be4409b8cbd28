// Reviews (windows and the reviews in them) and disputes (proposals, the thread and its files).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DISPUTE_EVENT_KINDS,
  DISPUTE_OUTCOMES,
  DISPUTE_PROPOSAL_STATUSES,
  DISPUTE_STATUSES,
  type DisputeEventKind,
  type DisputeOutcome,
  type DisputeProposalStatus,
  type DisputeStatus,
  REVIEWER_ROLES,
  type ReviewerRole,
} from '@freelane/shared/contracts';
import { createdAt, inList, newestFirst } from './columns';
import { users } from './accounts';
import { storedFiles } from './files';
import { jobs } from './jobs';

/**
 * The review window of a completed job (issue 12): opened once per completion, reminded once,
 * published once (both reviews written, or `closesAt` passed). The row is the lock that serializes
 * the two parties' submissions, so "both written → publish" happens exactly once.
 */
export const reviewWindows = pgTable(
  'review_windows',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    // The scheduler's queries: windows still unpublished, by when they close.
    index('review_windows_unpublished_idx')
      .on(t.closesAt)
      .where(sql`${t.publishedAt} is null`),
    index('review_windows_client_idx').on(t.clientId),
    index('review_windows_freelancer_idx').on(t.freelancerId),
  ],
);

/** One review per party per job; hidden (`publishedAt` null) until its window publishes. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => reviewWindows.jobId, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerRole: text('reviewer_role').$type<ReviewerRole>().notNull(),
    overall: integer('overall').notNull(),
    communication: integer('communication').notNull(),
    quality: integer('quality').notNull(),
    timeliness: integer('timeliness').notNull(),
    comment: text('comment').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_reviewer_role_check', sql`${t.reviewerRole} in (${inList(REVIEWER_ROLES)})`),
    check(
      'reviews_stars_check',
      sql`${t.overall} between 1 and 5 and ${t.communication} between 1 and 5 and ${t.quality} between 1 and 5 and ${t.timeliness} between 1 and 5`,
    ),
    uniqueIndex('reviews_job_reviewer_unique').on(t.jobId, t.reviewerId),
    // A user's published reviews, newest first (public list on cards and profiles).
    index('reviews_reviewee_published_idx')
      .on(t.revieweeId, newestFirst(t.publishedAt), newestFirst(t.id))
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * A dispute over a job marked incomplete (issue 12). At most one unresolved dispute per job; a redo
 * that ends in another Mark As Incomplete opens a new one.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    clientReason: text('client_reason'),
    freelancerReason: text('freelancer_reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    escalatesAt: timestamp('escalates_at', { withTimezone: true }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    outcome: text('outcome').$type<DisputeOutcome>(),
    redoDays: integer('redo_days'),
    resolvedBy: text('resolved_by').$type<'agreement' | 'admin'>(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('disputes_status_check', sql`${t.status} in (${inList(DISPUTE_STATUSES)})`),
    check('disputes_outcome_check', sql`${t.outcome} is null or ${t.outcome} in (${inList(DISPUTE_OUTCOMES)})`),
    uniqueIndex('disputes_job_unresolved_unique')
      .on(t.jobId)
      .where(sql`${t.status} <> 'resolved'`),
    index('disputes_job_idx').on(t.jobId, newestFirst(t.openedAt)),
    // The admin queue per status, oldest first; the scheduler's "open past escalatesAt".
    index('disputes_status_opened_idx').on(t.status, t.openedAt),
    index('disputes_escalates_idx')
      .on(t.escalatesAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Settlement offers; at most one pending per dispute. */
export const disputeProposals = pgTable(
  'dispute_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<DisputeOutcome>().notNull(),
    redoDays: integer('redo_days'),
    note: text('note').notNull().default(''),
    status: text('status').$type<DisputeProposalStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('dispute_proposals_status_check', sql`${t.status} in (${inList(DISPUTE_PROPOSAL_STATUSES)})`),
    check('dispute_proposals_outcome_check', sql`${t.outcome} in (${inList(DISPUTE_OUTCOMES)})`),
    uniqueIndex('dispute_proposals_pending_unique')
      .on(t.disputeId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The dispute thread, oldest first: the parties' messages and every step (author null = system). */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<DisputeEventKind>().notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_events_kind_check', sql`${t.kind} in (${inList(DISPUTE_EVENT_KINDS)})`),
    index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt),
  ],
);

/** Files added to a dispute thread (stored_files of kind disputeFile). */
export const disputeEventFiles = pgTable(
  'dispute_event_files',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => disputeEvents.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.fileId] }), uniqueIndex('dispute_event_files_file_unique').on(t.fileId)],
);

export type ReviewWindowRow = typeof reviewWindows.$inferSelect;

export type ReviewRow = typeof reviews.$inferSelect;

export type DisputeRow = typeof disputes.$inferSelect;

export type DisputeProposalRow = typeof disputeProposals.$inferSelect;

export type DisputeEventRow = typeof disputeEvents.$inferSelect;
