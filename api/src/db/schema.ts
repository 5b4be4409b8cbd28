import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  BRIEF_STATUSES,
  JOB_STATUSES,
  type AnyBudgetType,
  type AnyJobDuration,
  type ApplicationStatus,
  type BriefBudgetType,
  type BriefDuration,
  type BriefStatus,
  type DeliveryTerms,
  DISPUTE_EVENT_KINDS,
  DISPUTE_OUTCOMES,
  DISPUTE_PROPOSAL_STATUSES,
  DISPUTE_STATUSES,
  type DisputeEventKind,
  type DisputeOutcome,
  type DisputeProposalStatus,
  type DisputeStatus,
  type HiringSpecialization,
  type MentorApplicationBody,
  type HiringAssistantApplicationBody,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  PROGRAMME_APPLICATION_STATUSES,
  type ProgrammeApplicationStatus,
  PROGRAMME_TYPES,
  type ProgrammeType,
  type ScreeningAnswer,
  type ScreeningCriteria,
  REVIEWER_ROLES,
  type ReviewerRole,
  type HiringAssistantStatus,
  type JobRank,
  type JobStatus,
  type JobType,
  type NotificationCategory,
  type ProposalTimeline,
  type Role,
} from '@freelane/shared/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A key column of an index read newest first. `ORDER BY x DESC` means DESC NULLS FIRST, while
 * drizzle's bare `.desc()` writes DESC NULLS LAST, an order the planner cannot use for it.
 */
const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Flat columns; the presenter nests them into `profile` / `skillProfile` (the spec's server shape). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** A new address waiting for its verification link; `email` changes only once it is opened. */
    pendingEmail: text('pending_email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isGoogleUser: boolean('is_google_user').notNull().default(false),
    googleSubject: text('google_subject'),
    hiringAssistantStatus: text('hiring_assistant_status').$type<HiringAssistantStatus>().notNull().default('Inactive'),
    profilePhoto: text('profile_photo'),
    bio: text('bio'),
    languages: textArray('languages'),
    professionalTitle: text('professional_title'),
    resume: text('resume'),
    resumeOriginalName: text('resume_original_name'),
    category: text('category'),
    subCategory: textArray('sub_category'),
    uspSkill: textArray('usp_skill'),
    projectCompleted: integer('project_completed').notNull().default(0),
    /**
     * Published reviews received (issue 12): their count and the sum of their overall stars, kept in
     * the same transaction that publishes a review, so cards and the rating sort read one row.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Chat setting: the other party sees "Seen" for messages this user read. */
    sendReadReceipts: boolean('send_read_receipts').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // e-mail is stored lower-cased by the contracts; usernames compare case-insensitively.
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
  ],
);

/** Only a SHA-256 of the opaque cookie value is stored: a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set for an e-mail change: the address this link confirms (null: the account's own e-mail). */
    email: text('email'),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Password reset links: only a SHA-256 of the token is stored; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * `blogImage`: a blog post's picture, uploaded by an admin and served publicly like photos.
 * `chatAttachment`: a file sent in a conversation, readable only by its two parties.
 */
export type StoredFileKind = 'profilePhoto' | 'resume' | 'work' | 'blogImage' | 'chatAttachment' | 'disputeFile';

/** Uploaded files: metadata here, bytes in the file storage under `storageKey`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredFileKind>().notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId), index('stored_files_storage_key_idx').on(t.storageKey)],
);

/**
 * Keys whose bytes may be in the file storage without a `stored_files` row (issue 27): an upload is
 * recorded here before its first byte is written, a removal that failed is recorded too. A crash
 * between the bytes and the row leaves the key here, and the hourly sweep removes the bytes unless
 * a row took them (storage/tracked-storage.ts).
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: text('key').primaryKey(),
    reason: text('reason').$type<'upload' | 'removal'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_at_idx').on(t.createdAt)],
);

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

export interface BlogSection {
  subheading: string;
  text: string;
}

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    content: jsonb('content').$type<BlogSection[]>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_at_idx').on(t.createdAt.desc())],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('newsletter_subscriptions_email_unique'),
  createdAt: createdAt(),
});

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
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Required by @socket.io/postgres-adapter (several API processes on one PostgreSQL). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** A check constraint lists the allowed values: a typo in code never reaches the table. */
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Money: exact in the database, read as a JS number (cents at most, so doubles are exact enough). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Jobs and their whole lifecycle (architecture §5): one row, the status column is the state machine. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    rank: text('rank').$type<JobRank>().notNull(),
    description: text('description').notNull(),
    skills: textArray('skills'),
    jobType: text('job_type').$type<JobType>().notNull(),
    /** A posted job's duration, or the one agreed in the chat brief it was hired from. */
    duration: text('duration').$type<AnyJobDuration>().notNull(),
    budgetType: text('budget_type').$type<AnyBudgetType>().notNull(),
    salary: money('salary').notNull(),
    /** A calendar day (yyyy-MM-dd): open while today (UTC) is on or before it. */
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    status: text('status').$type<JobStatus>().notNull().default('active'),
    hiredFreelancerId: uuid('hired_freelancer_id').references(() => users.id, { onDelete: 'set null' }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    clientReviewDeadline: timestamp('client_review_deadline', { withTimezone: true }),
    freelancerReviewDeadline: timestamp('freelancer_review_deadline', { withTimezone: true }),
    /** True once the one free revision has been used. */
    reviewChance: boolean('review_chance').notNull().default(false),
    reviewChanges: text('review_changes'),
    /** The freelancer's Mark As Addressed on the revision request. */
    revisionAddressedAt: timestamp('revision_addressed_at', { withTimezone: true }),
    /** For a job agreed in a chat brief: what the freelancer delivers. */
    delivarables: text('delivarables'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    // Find Jobs and the public list read open jobs (status 'active') newest first: one partial
    // index per selective filter, so a page stops after its rows (repositories/jobs.ts listOpen).
    index('jobs_open_created_idx').on(newestFirst(t.createdAt), newestFirst(t.id)).where(sql`${t.status} = 'active'`),
    index('jobs_open_category_created_idx')
      .on(t.category, newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.status} = 'active'`),
    index('jobs_open_rank_created_idx')
      .on(t.rank, newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.status} = 'active'`),
    // Keyword search (title, description, skills; substring, any case): trigrams of one text per job.
    index('jobs_open_search_idx')
      .using('gin', sql`jobs_search_document(${t.title}, ${t.description}, ${t.skills}) gin_trgm_ops`)
      .where(sql`${t.status} = 'active'`),
    // My Jobs / the client dashboard / transactions, and My Project / the freelancer's figures.
    index('jobs_owner_created_idx').on(t.ownerId, newestFirst(t.createdAt), newestFirst(t.id)),
    index('jobs_hired_freelancer_idx').on(t.hiredFreelancerId, newestFirst(t.hiredAt), newestFirst(t.id)),
    // The scheduler's query: paused jobs past their review deadline.
    index('jobs_review_deadline_idx').on(t.clientReviewDeadline).where(sql`${t.status} = 'paused'`),
  ],
);

/** One freelancer's proposal on one job; the unique index makes a double apply create one row. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    coverLetter: text('cover_letter').notNull(),
    yourApproach: text('your_approach').notNull(),
    estimatedTimeLine: text('estimated_time_line').$type<ProposalTimeline>().notNull(),
    yourBid: money('your_bid').notNull(),
    portfolio: text('portfolio'),
    questionsForClient: text('questions_for_client').notNull().default(''),
    paymentDeliveryTerms: text('payment_delivery_terms').$type<DeliveryTerms>().notNull(),
    /** Answers to the job's screening questions at the time of applying (issue 13). */
    screeningAnswers: jsonb('screening_answers').$type<ScreeningAnswer[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_status_check', sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
    uniqueIndex('applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('applications_applicant_created_idx').on(t.applicantId, newestFirst(t.createdAt), newestFirst(t.id)),
  ],
);

/** Delivered work: round 1 is the first submission, round 2 the one after the free revision. */
export const jobWorkFiles = pgTable(
  'job_work_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_work_files_job_idx').on(t.jobId), uniqueIndex('job_work_files_file_unique').on(t.fileId)],
);

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
    index('messages_job_idx').on(t.jobId).where(sql`${t.jobId} is not null`),
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
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), uniqueIndex('message_attachments_file_unique').on(t.fileId)],
);

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
    index('review_windows_unpublished_idx').on(t.closesAt).where(sql`${t.publishedAt} is null`),
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
    uniqueIndex('disputes_job_unresolved_unique').on(t.jobId).where(sql`${t.status} <> 'resolved'`),
    index('disputes_job_idx').on(t.jobId, newestFirst(t.openedAt)),
    // The admin queue per status, oldest first; the scheduler's "open past escalatesAt".
    index('disputes_status_opened_idx').on(t.status, t.openedAt),
    index('disputes_escalates_idx').on(t.escalatesAt).where(sql`${t.status} = 'open'`),
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
    uniqueIndex('dispute_proposals_pending_unique').on(t.disputeId).where(sql`${t.status} = 'pending'`),
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

/**
 * Mentor and hiring-assistant applications (issue 13), one table so the admin queue reads one list.
 * `answers` holds the form as validated by the contract of its type. At most one pending per user
 * and type; a declined applicant may apply again.
 */
export const programmeApplications = pgTable(
  'programme_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ProgrammeType>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers')
      .$type<MentorApplicationBody | Omit<HiringAssistantApplicationBody, 'agreeToTerms'>>()
      .notNull(),
    status: text('status').$type<ProgrammeApplicationStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('programme_applications_type_check', sql`${t.type} in (${inList(PROGRAMME_TYPES)})`),
    check('programme_applications_status_check', sql`${t.status} in (${inList(PROGRAMME_APPLICATION_STATUSES)})`),
    uniqueIndex('programme_applications_pending_unique').on(t.userId, t.type).where(sql`${t.status} = 'pending'`),
    index('programme_applications_user_idx').on(t.userId, t.type, newestFirst(t.createdAt)),
    // The admin queue: per status (and type), oldest first.
    index('programme_applications_queue_idx').on(t.status, t.type, t.createdAt),
  ],
);

/** An approved mentor: what /mentorship lists (copied from the approved application). */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => programmeApplications.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<MentorApplicationBody>().notNull(),
    /** Area of expertise, kept as a column so the list filters with an index. */
    expertise: textArray('expertise'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mentor_profiles_approved_idx').on(newestFirst(t.approvedAt)),
    index('mentor_profiles_expertise_idx').using('gin', t.expertise),
  ],
);

/** Get Notified on /mentorship: told once, when mentors are first approved after subscribing. */
export const mentorshipSubscriptions = pgTable('mentorship_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/** An accepted hiring assistant's public facts (users.hiring_assistant_status = 'Accepted'). */
export const hiringAssistantProfiles = pgTable(
  'hiring_assistant_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => programmeApplications.id, { onDelete: 'cascade' }),
    specialization: text('specialization').$type<HiringSpecialization>().notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    skills: textArray('skills'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hiring_assistant_profiles_specialization_idx').on(t.specialization)],
);

/** A client's shortlist of hiring assistants. */
export const hiringShortlists = pgTable(
  'hiring_shortlists',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.assistantId] })],
);

/** A hiring assistant appointed to one client job. At most one live (pending or accepted) per job. */
export const hiringAppointments = pgTable(
  'hiring_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status').$type<AppointmentStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('hiring_appointments_status_check', sql`${t.status} in (${inList(APPOINTMENT_STATUSES)})`),
    uniqueIndex('hiring_appointments_job_live_unique')
      .on(t.jobId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('hiring_appointments_assistant_idx').on(t.assistantId, newestFirst(t.createdAt)),
    index('hiring_appointments_client_idx').on(t.clientId, newestFirst(t.createdAt)),
  ],
);

/** An appointed assistant's Recommended mark on one proposal, with a note for the client. */
export const hiringRecommendations = pgTable(
  'hiring_recommendations',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => hiringAppointments.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hiring_recommendations_job_idx').on(t.jobId)],
);

/** The assistant's fee for a hire on their recommendation: recorded once per job. */
export const hiringFees = pgTable(
  'hiring_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => hiringAppointments.id, { onDelete: 'cascade' }),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hiring_fees_job_unique').on(t.jobId),
    index('hiring_fees_assistant_idx').on(t.assistantId, newestFirst(t.createdAt)),
    index('hiring_fees_client_idx').on(t.clientId),
  ],
);

/** A client's saved Custom Screening Package. */
export const screeningPackages = pgTable(
  'screening_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<ScreeningCriteria>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('screening_packages_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`),
    index('screening_packages_owner_idx').on(t.ownerId, newestFirst(t.createdAt)),
  ],
);

/** The screening criteria attached to one job (a copy: editing a package later changes no job). */
export const jobScreenings = pgTable('job_screenings', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<ScreeningCriteria>().notNull(),
  packageId: uuid('package_id').references(() => screeningPackages.id, { onDelete: 'set null' }),
  packageName: text('package_name'),
  updatedAt: updatedAt(),
});

/**
 * Failed logins per e-mail address (issue 14): the per-account throttle, whatever network address
 * the guesses come from. Keyed by a hash of the lower-cased address, so an address with no account
 * is throttled alike (the lock reveals nothing) and no typed address is stored.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Locks so far without a successful login in between: each lasts twice the one before. */
  locks: integer('locks').notNull().default(0),
});

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (plugins/rate-limit.ts). Unused
 * on the embedded database, which belongs to one process whose memory counts alone.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The release registry on PostgreSQL (issue 27; scripts and server share it through
 * api/src/releases): every published version of each area (the shell and the five remotes), the
 * live version of each, and the history of what went live, by whom and when. A version's id is its
 * content hash, the same on every machine.
 */
export const releaseVersions = pgTable(
  'release_versions',
  {
    area: text('area').notNull(),
    version: text('version').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.version] })],
);

export const releaseLive = pgTable('release_live', {
  area: text('area').primaryKey(),
  version: text('version').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const releaseEvents = pgTable(
  'release_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    area: text('area').notNull(),
    action: text('action').$type<'release' | 'rollback'>().notNull(),
    version: text('version').notNull(),
    previousVersion: text('previous_version'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('release_events_area_idx').on(t.area, t.id)],
);

export type UserRow = typeof users.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type JobWorkFileRow = typeof jobWorkFiles.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ProjectBriefRow = typeof projectBriefs.$inferSelect;
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
export type ReviewWindowRow = typeof reviewWindows.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeProposalRow = typeof disputeProposals.$inferSelect;
export type DisputeEventRow = typeof disputeEvents.$inferSelect;
export type ProgrammeApplicationRow = typeof programmeApplications.$inferSelect;
export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
export type HiringAssistantProfileRow = typeof hiringAssistantProfiles.$inferSelect;
export type HiringAppointmentRow = typeof hiringAppointments.$inferSelect;
export type HiringRecommendationRow = typeof hiringRecommendations.$inferSelect;
export type HiringFeeRow = typeof hiringFees.$inferSelect;
export type ScreeningPackageRow = typeof screeningPackages.$inferSelect;
export type JobScreeningRow = typeof jobScreenings.$inferSelect;
export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
