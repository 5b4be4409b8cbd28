// A client's hiring tools: assistant shortlists, appointments, recommendations and fees, screening packages and criteria.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  JOB_DRAFT_STATUSES,
  type AppointmentStatus,
  type JobBody,
  type JobDraftStatus,
  type ScreeningCriteria,
} from '@freelane/shared/contracts';
import { createdAt, inList, money, newestFirst, updatedAt } from './columns';
import { users } from './accounts';
import { applications, jobs } from './jobs';

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

export type HiringAppointmentRow = typeof hiringAppointments.$inferSelect;

export type HiringRecommendationRow = typeof hiringRecommendations.$inferSelect;

export type HiringFeeRow = typeof hiringFees.$inferSelect;

export type ScreeningPackageRow = typeof screeningPackages.$inferSelect;

export type JobScreeningRow = typeof jobScreenings.$inferSelect;

/**
 * A job a hiring assistant drafted for a client (issue 28): published as the client's own job only
 * when the client approves it (`jobId` then names it). At most JOB_DRAFTS_PENDING_MAX pending per
 * assistant and client.
 */
export const hiringJobDrafts = pgTable(
  'hiring_job_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job: jsonb('job').$type<JobBody>().notNull(),
    status: text('status').$type<JobDraftStatus>().notNull().default('pending'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('hiring_job_drafts_status_check', sql`${t.status} in (${inList(JOB_DRAFT_STATUSES)})`),
    index('hiring_job_drafts_client_idx').on(t.clientId, newestFirst(t.createdAt)),
    index('hiring_job_drafts_assistant_idx').on(t.assistantId, newestFirst(t.createdAt)),
  ],
);

export type HiringJobDraftRow = typeof hiringJobDrafts.$inferSelect;
