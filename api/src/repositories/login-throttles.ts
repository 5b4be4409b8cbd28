import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginDeviceThrottles, loginThrottles } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** Failed logins before a lock, counted within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_BEFORE_LOCK = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The first lock; each further one without a success in between lasts twice as long, up to a day. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => sha256(email.trim().toLowerCase());
const deviceKeyOf = (nonce: string) => sha256(`login-device:${nonce}`);

interface Counter {
  failures: number;
  windowStartedAt: Date;
  locks: number;
}

/** The counter after one more failure, and the lock's end when this failure starts one. */
function afterFailure(row: Counter, now: Date): Counter & { lockedUntil: Date | null } {
  const windowOpen = now.getTime() - row.windowStartedAt.getTime() < LOGIN_FAILURE_WINDOW_MS;
  const failures = (windowOpen ? row.failures : 0) + 1;
  if (failures < LOGIN_FAILURES_BEFORE_LOCK) {
    return { failures, windowStartedAt: windowOpen ? row.windowStartedAt : now, locks: row.locks, lockedUntil: null };
  }
  const lockedUntil = new Date(now.getTime() + Math.min(LOGIN_LOCK_MS * 2 ** row.locks, LOGIN_LOCK_MAX_MS));
  return { failures: 0, windowStartedAt: now, locks: row.locks + 1, lockedUntil };
}

const stillLocked = (row: { lockedUntil: Date | null } | undefined, now: Date) =>
  row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;

/**
 * The login throttles (issue 14, device cookies issue 28, after OWASP's "Slow Down Online Guessing
 * Attacks with Device Cookies"): failures from browsers that never signed in to the account count
 * per account (db/schema/accounts.ts loginThrottles) and lock all such browsers together; failures
 * from a browser holding the account's device cookie count for that cookie alone
 * (loginDeviceThrottles), so a stranger's guessing never locks the owner's own browsers.
 */
export function createLoginThrottlesRepository(db: Db) {
  return {
    /** When browsers without the account's device cookie may try again, if they are locked now. */
    async lockedUntil(email: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.emailHash, keyOf(email)));
      return stillLocked(row, now);
    },

    /**
     * Counts one failure from an untrusted browser (row-locked, so simultaneous guesses from many
     * processes all count). Returns the lock's end when this failure started one.
     */
    async recordFailure(email: string, now: Date): Promise<Date | null> {
      const emailHash = keyOf(email);
      return db.transaction(async (tx) => {
        await tx
          .insert(loginThrottles)
          .values({ emailHash, failures: 0, windowStartedAt: now })
          .onConflictDoNothing({ target: loginThrottles.emailHash });
        const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.emailHash, emailHash)).for('update');
        const next = afterFailure(row, now);
        await tx
          .update(loginThrottles)
          .set(next.lockedUntil ? next : { failures: next.failures, windowStartedAt: next.windowStartedAt })
          .where(eq(loginThrottles.emailHash, emailHash));
        return next.lockedUntil;
      });
    },

    /** A successful login from an untrusted browser, or a password reset: such browsers start afresh. */
    async clear(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, keyOf(email)));
    },

    /** When the browser with this device cookie may try again, if it is locked now. */
    async deviceLockedUntil(nonce: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select()
        .from(loginDeviceThrottles)
        .where(eq(loginDeviceThrottles.deviceHash, deviceKeyOf(nonce)));
      return stillLocked(row, now);
    },

    /** Counts one failure from the browser holding this device cookie of the user; the lock's end if one starts. */
    async recordDeviceFailure(nonce: string, userId: string, now: Date): Promise<Date | null> {
      const deviceHash = deviceKeyOf(nonce);
      return db.transaction(async (tx) => {
        await tx
          .insert(loginDeviceThrottles)
          .values({ deviceHash, userId, failures: 0, windowStartedAt: now })
          .onConflictDoNothing({ target: loginDeviceThrottles.deviceHash });
        const [row] = await tx
          .select()
          .from(loginDeviceThrottles)
          .where(eq(loginDeviceThrottles.deviceHash, deviceHash))
          .for('update');
        const next = afterFailure(row, now);
        await tx
          .update(loginDeviceThrottles)
          .set(next.lockedUntil ? next : { failures: next.failures, windowStartedAt: next.windowStartedAt })
          .where(eq(loginDeviceThrottles.deviceHash, deviceHash));
        return next.lockedUntil;
      });
    },

    /** A successful login with this device cookie (which is then replaced by a new one). */
    async clearDevice(nonce: string): Promise<void> {
      await db.delete(loginDeviceThrottles).where(eq(loginDeviceThrottles.deviceHash, deviceKeyOf(nonce)));
    },

    /** A password reset lifts the locks of every browser of the user. */
    async clearDevicesOf(userId: string): Promise<void> {
      await db.delete(loginDeviceThrottles).where(eq(loginDeviceThrottles.userId, userId));
    },
  };
}
