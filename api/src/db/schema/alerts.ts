// Saved searches and the job alerts they receive (issue 37).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BudgetBucket, JobCategory, JobRank, SavedSearchEmail } from '@freelane/shared/contracts';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { jobs } from './jobs';

/** A freelancer's Find Jobs query kept under a name, with how its alerts reach them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search'),
    category: text('category').$type<JobCategory>(),
    budget: text('budget').$type<BudgetBucket>(),
    rank: text('rank').$type<JobRank>(),
    alertInApp: boolean('alert_in_app').notNull().default(true),
    alertEmail: text('alert_email').$type<SavedSearchEmail>().notNull().default('off'),
    /** Stored and returned; the Web Push delivery (issue 37 item 3) reads it. */
    alertPush: boolean('alert_push').notNull().default(false),
    /** "New matches since last opened" counts the alerts after it. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_searches_alert_email_check', sql`${t.alertEmail} in ('off', 'instant', 'daily')`),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Jobs still to match against the saved searches (durable: a restart resumes them). */
export const jobAlertQueue = pgTable(
  'job_alert_queue',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alert_queue_queued_idx').on(t.queuedAt)],
);

/**
 * One (saved search, job) match. The primary key makes the alert happen once; `claimedAt` is set
 * by the one run that delivers it; `delivery` says how (instant, or into the digest past the hourly
 * cap); `mail` what mail it gets (none, instant, digest) and `mailedAt` when the digest took it.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    delivery: text('delivery').$type<'instant' | 'digest'>(),
    mail: text('mail').$type<'none' | 'instant' | 'digest'>(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.jobId] }),
    index('job_alerts_user_claimed_idx').on(t.userId, t.claimedAt),
    index('job_alerts_job_idx').on(t.jobId),
    index('job_alerts_digest_idx')
      .on(t.userId)
      .where(sql`${t.mail} = 'digest' and ${t.mailedAt} is null`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type JobAlertRow = typeof jobAlerts.$inferSelect;
