import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  passkeys,
  pendingLogins,
  recoveryCodes,
  totpSettings,
  users,
  webauthnChallenges,
  type PasskeyRow,
} from '../db/schema';
import { sha256 } from '../lib/tokens';

export type ChallengePurpose = 'register' | 'login';
export type FirstStep = 'password' | 'google';

/**
 * Passkeys, two-step sign-in settings and the short-lived records of both (issue 38). None of it is
 * in the read cache: every read here is the database's own answer.
 */
export function createSignInSecurityRepository(db: Db) {
  return {
    // ── WebAuthn challenges ────────────────────────────────────────────────────────────────
    /** Keeps a challenge for the browser holding `nonce` (its cookie); expired ones are dropped on the way. */
    async saveChallenge(
      nonce: string,
      challenge: string,
      purpose: ChallengePurpose,
      userId: string | null,
      expiresAt: Date,
      now: Date,
    ) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
      await db.insert(webauthnChallenges).values({ bindingHash: sha256(nonce), challenge, purpose, userId, expiresAt });
    },
    /** Takes the challenge (deleting it: an answer is judged once); undefined when there is none to take. */
    async takeChallenge(nonce: string, purpose: ChallengePurpose) {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.bindingHash, sha256(nonce)), eq(webauthnChallenges.purpose, purpose)))
        .returning();
      return row;
    },

    // ── Passkeys ──────────────────────────────────────────────────────────────────────────
    listPasskeys: (userId: string) =>
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
    async countPasskeys(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return Number(row?.n ?? 0);
    },
    async findPasskeyByCredential(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },
    async insertPasskey(values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkeys).values(values).returning();
      return row;
    },
    /**
     * A sign-in's new counter, only if the stored one is still the one judged against: of two answers
     * racing with the same counter, one wins and the other is refused (a cloned authenticator).
     */
    async usePasskey(id: string, judgedCounter: number, newCounter: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: now })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, judgedCounter)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
    async deletePasskey(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
    /** Holds the person's row until the transaction ends: the "last way in" checks of two calls never interleave. */
    async lockUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    // ── TOTP ──────────────────────────────────────────────────────────────────────────────
    async totpOf(userId: string) {
      const [row] = await db.select().from(totpSettings).where(eq(totpSettings.userId, userId));
      return row;
    },
    async isTotpEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: totpSettings.userId })
        .from(totpSettings)
        .where(and(eq(totpSettings.userId, userId), isNotNull(totpSettings.enabledAt)));
      return row !== undefined;
    },
    /** A new pending secret; refused (false) while two-step sign-in is on. */
    async savePendingTotp(userId: string, secretEncrypted: string): Promise<boolean> {
      const rows = await db
        .insert(totpSettings)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: totpSettings.userId,
          set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(totpSettings.enabledAt),
        })
        .returning({ userId: totpSettings.userId });
      return rows.length === 1;
    },
    /**
     * Accepts the code of time step `step` once: only if no code of this step or a later one was
     * accepted before (the check and the write are one statement).
     */
    async acceptTotpStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(totpSettings)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(totpSettings.userId, userId),
            or(isNull(totpSettings.lastUsedStep), lt(totpSettings.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpSettings.userId });
      return rows.length === 1;
    },
    async enableTotp(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(totpSettings)
        .set({ enabledAt: now })
        .where(and(eq(totpSettings.userId, userId), isNull(totpSettings.enabledAt)))
        .returning({ userId: totpSettings.userId });
      return rows.length === 1;
    },
    async disableTotp(userId: string): Promise<void> {
      await db.delete(totpSettings).where(eq(totpSettings.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    // ── Recovery codes ────────────────────────────────────────────────────────────────────
    async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    unusedRecoveryCodes: (userId: string) =>
      db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    /** Spends a recovery code: false when another request spent it first. */
    async spendRecoveryCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    // ── Sign-ins waiting for their second step ─────────────────────────────────────────────
    async savePendingLogin(rawId: string, userId: string, method: FirstStep, expiresAt: Date, now: Date) {
      await db.delete(pendingLogins).where(or(lt(pendingLogins.expiresAt, now), isNotNull(pendingLogins.usedAt)));
      await db.insert(pendingLogins).values({ idHash: sha256(rawId), userId, method, expiresAt });
    },
    /** The live (unused, unexpired) pending sign-in of this cookie value. */
    async findPendingLogin(rawId: string, now: Date) {
      const [row] = await db
        .select()
        .from(pendingLogins)
        .where(
          and(eq(pendingLogins.idHash, sha256(rawId)), isNull(pendingLogins.usedAt), gt(pendingLogins.expiresAt, now)),
        );
      return row;
    },
    /** Ends a pending sign-in: false when another request completed it first. */
    async finishPendingLogin(rawId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(pendingLogins)
        .set({ usedAt: now })
        .where(and(eq(pendingLogins.idHash, sha256(rawId)), isNull(pendingLogins.usedAt)))
        .returning({ idHash: pendingLogins.idHash });
      return rows.length === 1;
    },
  };
}
