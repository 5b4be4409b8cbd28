import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** Failed logins on one address before it locks, counted within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_BEFORE_LOCK = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The first lock; each further one without a success in between lasts twice as long, up to a day. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => sha256(email.trim().toLowerCase());

/** The per-account login throttle (db/schema/accounts.ts loginThrottles). */
export function createLoginThrottlesRepository(db: Db) {
  return {
    /** When the address may try again, if it is locked now. */
    async lockedUntil(email: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.emailHash, keyOf(email)));
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    },

    /**
     * Counts one failure (row-locked, so simultaneous guesses from many processes all count).
     * Returns the lock's end when this failure started one.
     */
    async recordFailure(email: string, now: Date): Promise<Date | null> {
      const emailHash = keyOf(email);
      return db.transaction(async (tx) => {
        await tx
          .insert(loginThrottles)
          .values({ emailHash, failures: 0, windowStartedAt: now })
          .onConflictDoNothing({ target: loginThrottles.emailHash });
        const [row] = await tx
          .select()
          .from(loginThrottles)
          .where(eq(loginThrottles.emailHash, emailHash))
          .for('update');
        const windowOpen = now.getTime() - row.windowStartedAt.getTime() < LOGIN_FAILURE_WINDOW_MS;
        const failures = (windowOpen ? row.failures : 0) + 1;
        if (failures < LOGIN_FAILURES_BEFORE_LOCK) {
          await tx
            .update(loginThrottles)
            .set({ failures, windowStartedAt: windowOpen ? row.windowStartedAt : now })
            .where(eq(loginThrottles.emailHash, emailHash));
          return null;
        }
        const lockedUntil = new Date(now.getTime() + Math.min(LOGIN_LOCK_MS * 2 ** row.locks, LOGIN_LOCK_MAX_MS));
        await tx
          .update(loginThrottles)
          .set({ failures: 0, windowStartedAt: now, lockedUntil, locks: row.locks + 1 })
          .where(eq(loginThrottles.emailHash, emailHash));
        return lockedUntil;
      });
    },

    /** A successful login or a password reset: the address starts afresh. */
    async clear(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, keyOf(email)));
    },
  };
}
