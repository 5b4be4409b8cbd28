// The mentorship and hiring-assistant programmes: applications, approved mentors and assistants, Get Notified.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  type HiringSpecialization,
  type MentorApplicationBody,
  type HiringAssistantApplicationBody,
  PROGRAMME_APPLICATION_STATUSES,
  type ProgrammeApplicationStatus,
  PROGRAMME_TYPES,
  type ProgrammeType,
} from '@freelane/shared/contracts';
import { createdAt, inList, newestFirst, textArray } from './columns';
import { users } from './accounts';

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
    uniqueIndex('programme_applications_pending_unique')
      .on(t.userId, t.type)
      .where(sql`${t.status} = 'pending'`),
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

export type ProgrammeApplicationRow = typeof programmeApplications.$inferSelect;

export type MentorProfileRow = typeof mentorProfiles.$inferSelect;

export type HiringAssistantProfileRow = typeof hiringAssistantProfiles.$inferSelect;
