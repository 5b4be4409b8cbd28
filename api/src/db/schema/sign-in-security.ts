// Sign-in beyond a password (issue 38): passkeys, two-step sign-in with an authenticator app, and
// the short-lived records both need (WebAuthn challenges, logins waiting for their second step).
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, textArray } from './columns';

/** A person's WebAuthn credentials (at most 10, named by them); only the public key is kept. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a response whose counter does not grow is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: textArray('transports'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: keyed by a hash of the random nonce in the browser's
 * signed, HttpOnly cookie, so only that browser can answer it; taken (deleted) by the first answer,
 * so a replayed answer finds nothing.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  bindingHash: text('binding_hash').primaryKey(),
  challenge: text('challenge').notNull(),
  /** 'register' or 'login'. */
  purpose: text('purpose').notNull(),
  /** The person registering (null for a sign-in, which learns the person from the credential). */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Two-step sign-in with an authenticator app (RFC 6238): pending until a first code proves it. */
export const totpSettings = pgTable('totp_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM under a key derived from SESSION_SECRET (lib/totp-secret.ts); never sent after setup. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while pending (set up, not yet proven with a code). */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code (or an older one) is accepted once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** The ten single-use recovery codes of two-step sign-in, stored as argon2 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A sign-in whose first step (password or Google) succeeded and whose second is awaited: bound to
 * the browser by a signed, HttpOnly cookie holding its random id (only the hash is kept), good for
 * 5 minutes and once.
 */
export const pendingLogins = pgTable('pending_logins', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'password' or 'google': how the first step was made. */
  method: text('method').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type PasskeyRow = typeof passkeys.$inferSelect;
