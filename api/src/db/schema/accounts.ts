// People and their sign-in: users, sessions, e-mail verification and password reset tokens, failed-login throttles.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HiringAssistantStatus, Role } from '@freelane/shared/contracts';
import { createdAt, money, textArray, updatedAt } from './columns';

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
    /**
     * Public, shown on Find Talent cards (issue 36): the freelancer's usual hourly rate in the site's
     * CURRENCY and where they work from. Null when they have not said.
     */
    hourlyRate: money('hourly_rate'),
    location: text('location'),
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
    /** Chat setting: chat partners see when this user is online (and they see theirs: presence is mutual). */
    showOnline: boolean('show_online').notNull().default(true),
    /**
     * Set by sign-up (password or Google) and cleared by the first sign-in, which it greets as one
     * with a welcome notification (issue 36): at most once per account, whoever signs in first.
     * Accounts from before it (and the demo's) default to false: they have signed in before.
     */
    welcomePending: boolean('welcome_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // e-mail is stored lower-cased by the contracts; usernames compare case-insensitively.
    uniqueIndex('users_email_unique').on(t.email),
    // A username is held by a verified account only (issue 34): a sign-up holds none until its
    // address is proven, so no sign-up's answer depends on whether another's e-mail was registered.
    uniqueIndex('users_username_verified_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
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
 * Failed logins from one trusted browser (issue 28, OWASP's device cookies): the browser carries a
 * signed cookie naming the account it signed in to, and guessing from it locks only that cookie,
 * never the owner's other browsers. Keyed by a hash of the cookie's random nonce.
 */
export const loginDeviceThrottles = pgTable(
  'login_device_throttles',
  {
    deviceHash: text('device_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    locks: integer('locks').notNull().default(0),
  },
  (t) => [index('login_device_throttles_user_idx').on(t.userId)],
);

/**
 * Login attempts reserved before the password is judged (issue 34): rate-limiter-flexible's
 * counters (RateLimiterPostgres, one atomic upsert per attempt), for the account and for each device
 * cookie; the locks themselves (their end, their doubling) stay in the two tables above, which now
 * keep only `locked_until` and `locks` (`failures` and `window_started_at` are no longer written and
 * are left for the release before this one; a later migration may drop them).
 */
export const loginAttemptCounters = pgTable('login_attempt_counters', {
  // The columns RateLimiterPostgres reads and writes (its own CREATE TABLE has varchar(255); text
  // holds the same keys and is what the migration linter asks for): expire is epoch ms.
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export type UserRow = typeof users.$inferSelect;

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;
