// Tables the running processes keep for themselves: the socket.io adapter, shared rate-limit
// counters, the release registry, the mail outbox and the database's own identity.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Required by @socket.io/postgres-adapter (several API processes on one PostgreSQL). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
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

/**
 * Every mail, written before it is sent (plugins/mail.ts): a send that fails, or a process that dies
 * meanwhile, leaves the row to be tried again with backoff by whichever process finds it due. A row
 * is claimed for one attempt at a time (`locked_until`), so one mail is sent by one process.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The links in the mail, printed to the log by the outbox mailer on a developer's machine. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Extra headers (a job alert's List-Unsubscribe, RFC 8058); null for the rest. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    /** When the next attempt is due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by an attempt until then (an attempt that outlives it is cut off by the SMTP timeouts). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up on (too old to be worth sending); the last error says why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Held by a restore (issue 33): mail a backup carried was meant for the original's moment, not
     * the copy's. A held mail is not sent until an operator releases it (npm run held-mail).
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_sent_at_idx').on(t.sentAt),
  ],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * This database's identity (issue 33), one row, made by its migration at the first start. `id` names
 * every object key this database's servers write (storage/ownership.ts); a restore gives the copy a
 * new one, so a copy started on production's bucket never deletes or overwrites what production
 * wrote. `ownedInstances` are the ids whose objects its servers may delete: its own, plus those a
 * restore adopted on purpose (--adopt-storage). Keys written before ids existed belong to
 * `legacyKeysOwner`, the id the migration made.
 */
export const instance = pgTable(
  'instance',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    id: text('id').notNull(),
    ownedInstances: text('owned_instances').array().notNull(),
    legacyKeysOwner: text('legacy_keys_owner').notNull(),
    createdAt: createdAt(),
    /** Set by a restore: when, and the id of the database the backup was taken from. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredFrom: text('restored_from'),
  },
  (t) => [check('instance_singleton_check', sql`${t.singleton}`)],
);
export type InstanceRow = typeof instance.$inferSelect;
