import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
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
  JOB_STATUSES,
  type ApplicationStatus,
  type BudgetType,
  type DeliveryTerms,
  type HiringAssistantStatus,
  type JobDuration,
  type JobRank,
  type JobStatus,
  type JobType,
  type ProposalTimeline,
  type Role,
} from '@freelane/shared/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
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

/** `blogImage`: a blog post's picture, uploaded by an admin and served publicly like photos. */
export type StoredFileKind = 'profilePhoto' | 'resume' | 'work' | 'blogImage';

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
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
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
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_unread_idx').on(t.userId, t.isRead, t.createdAt.desc())],
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
    duration: text('duration').$type<JobDuration>().notNull(),
    budgetType: text('budget_type').$type<BudgetType>().notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc()),
    index('jobs_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
    index('jobs_hired_freelancer_idx').on(t.hiredFreelancerId),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_status_check', sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
    uniqueIndex('applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('applications_applicant_created_idx').on(t.applicantId, t.createdAt.desc()),
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

export type UserRow = typeof users.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type JobWorkFileRow = typeof jobWorkFiles.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
