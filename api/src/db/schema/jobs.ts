// Jobs, the proposals on them and the work delivered for them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  JOB_STATUSES,
  type AnyBudgetType,
  type AnyJobDuration,
  type ApplicationStatus,
  type DeliveryTerms,
  type ScreeningAnswer,
  type JobRank,
  type JobStatus,
  type JobType,
  type ProposalTimeline,
} from '@freelane/shared/contracts';
import { createdAt, inList, money, newestFirst, textArray, updatedAt } from './columns';
import { users } from './accounts';
import { storedFiles } from './files';

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
    /**
     * The payment record the two parties keep (issue 36; Freelane holds no money): when the client
     * marked the agreed amount paid, and when the freelancer confirmed it received.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${inList(JOB_STATUSES)})`),
    // Find Jobs and the public list read open jobs (status 'active') newest first: one partial
    // index per selective filter, so a page stops after its rows (repositories/jobs.ts listOpen).
    index('jobs_open_created_idx')
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.status} = 'active'`),
    index('jobs_open_category_created_idx')
      .on(t.category, newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.status} = 'active'`),
    index('jobs_open_rank_created_idx')
      .on(t.rank, newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.status} = 'active'`),
    // A budget is a range of salaries: a rare one's later pages (Under 100, 1.6 % of open jobs)
    // walked 15,000 newest rows to find their 250th; this index finds exactly its jobs (migration 0029).
    index('jobs_open_salary_idx')
      .on(t.salary)
      .where(sql`${t.status} = 'active'`),
    // Keyword search (title, description, skills; substring, any case): trigrams of one text per job.
    // Read by the release before migration 0023 only (today's keyword test reads the stored
    // search_document and its own index, made by hand in that migration): dropped by a later release.
    index('jobs_open_search_idx')
      .using('gin', sql`jobs_search_document(${t.title}, ${t.description}, ${t.skills}) gin_trgm_ops`)
      .where(sql`${t.status} = 'active'`),
    // My Jobs / the client dashboard / transactions, and My Project / the freelancer's figures.
    index('jobs_owner_created_idx').on(t.ownerId, newestFirst(t.createdAt), newestFirst(t.id)),
    index('jobs_hired_freelancer_idx').on(t.hiredFreelancerId, newestFirst(t.hiredAt), newestFirst(t.id)),
    // The client's figures by status (read from the index alone) and the month chart of completed
    // work: at 1,000 jobs per client they read every job row (7–9 ms each on every dashboard miss).
    index('jobs_owner_status_idx').on(t.ownerId, t.status, t.completedAt),
    // The scheduler's query: paused jobs past their review deadline.
    index('jobs_review_deadline_idx')
      .on(t.clientReviewDeadline)
      .where(sql`${t.status} = 'paused'`),
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
    // The freelancer's proposal counts by status, read from the index alone (11 ms at 2,000 proposals).
    index('applications_applicant_status_idx').on(t.applicantId, t.status),
    // A freelancer's whole list of proposals by job (queries/job-views.ts, the overlay of Find Jobs
    // and job pages), read from the index alone and already in the job ids' order: from the table,
    // the API bench's 2,100 proposals each were 1,200 scattered pages, 55–130 ms a read.
    index('applications_applicant_job_idx').on(t.applicantId, t.jobId, t.id, t.status),
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

export type JobRow = typeof jobs.$inferSelect;

export type ApplicationRow = typeof applications.$inferSelect;

export type JobWorkFileRow = typeof jobWorkFiles.$inferSelect;
