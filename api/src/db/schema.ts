import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HiringAssistantStatus, Role } from '@freelane/shared/contracts';

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

export type StoredFileKind = 'profilePhoto' | 'resume';

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

export type UserRow = typeof users.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
