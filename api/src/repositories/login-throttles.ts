import { and, eq, getTableName, lt } from 'drizzle-orm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { loginAttemptCounters, loginDeviceThrottles, loginThrottles } from '../db/schema';
import { sha256 } from '../lib/tokens';

/** Login attempts judged before a lock, counted within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_BEFORE_LOCK = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The first lock; each further one without a success in between lasts twice as long, up to a day. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => sha256(email.trim().toLowerCase());
const deviceKeyOf = (nonce: string) => sha256(`login-device:${nonce}`);

/** What a reservation answers: judge the password (this was the nth attempt), or refuse until then. */
export type Reservation = { kind: 'reserved'; nth: number } | { kind: 'locked'; until: Date };

/** The lock state of one throttle (account or device), as its row keeps it. */
interface LockRow {
  lockedUntil: Date | null;
  locks: number;
}

const lockMs = (locks: number) => Math.min(LOGIN_LOCK_MS * 2 ** locks, LOGIN_LOCK_MAX_MS);

/**
 * One throttle: an account's "untrusted browsers", or one device cookie. The lock (its end and how
 * many came before, for the doubling) lives in its row; the attempts are rate-limiter-flexible's
 * counter, consumed atomically BEFORE the password is judged (issue 34), so of any number of
 * attempts sent at once exactly LOGIN_FAILURES_BEFORE_LOCK are judged and the rest refused.
 *
 * Each lock starts a fresh counter: the counter's key names the lock it follows (`…:<lockedUntil>`),
 * so the attempts after a pause have their own budget while any still in flight from before it
 * land on the old, spent key and are refused.
 */
interface Throttle {
  row(): Promise<LockRow | undefined>;
  /** Starts the next lock (doubling); returns its end, or null when another attempt already started it. */
  startLock(previous: LockRow | undefined, now: Date): Promise<Date | null>;
  /** Forgets the lock and the attempts (a success, a reset). */
  deleteRow(): Promise<void>;
  counterKey: string;
}

/** The part of a pg Pool, or of the embedded database's client, that RateLimiterPostgres uses. */
interface SqlClient {
  query(
    text: string,
    values: unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; rowCount?: number | null; affectedRows?: number }>;
}

/**
 * RateLimiterPostgres sends `query({ name, text, values })` as node-postgres takes it; the embedded
 * database's client takes `query(text, values)`. One adapter serves both, so both count in the same
 * table with the same atomic statement (a bigint comes back as a string or a BigInt: made a number).
 */
function rateLimiterClient(client: SqlClient) {
  return {
    async query(statement: { text: string; values?: unknown[] }) {
      const result = await client.query(statement.text, statement.values ?? []);
      const rows = result.rows.map((row) =>
        'expire' in row && row.expire !== null ? { ...row, expire: Number(row.expire) } : row,
      );
      return { rows, rowCount: result.rowCount ?? result.affectedRows ?? rows.length };
    },
  };
}

export function createLoginThrottlesRepository(db: Db) {
  // One atomic upsert per attempt, on PostgreSQL and the embedded database alike (issue 34).
  const attempts = new RateLimiterPostgres({
    storeClient: rateLimiterClient((db as unknown as { $client: SqlClient }).$client),
    storeType: 'pool', // query() per statement, nothing to release
    tableName: getTableName(loginAttemptCounters),
    tableCreated: true, // by the migration
    keyPrefix: 'login',
    points: LOGIN_FAILURES_BEFORE_LOCK,
    duration: LOGIN_FAILURE_WINDOW_MS / 1000,
    // Swept by sweep() with the sessions, not by a timer of its own that would outlive the app.
    clearExpiredByTimeout: false,
  });

  const counterKeyOf = (throttle: Throttle, row: LockRow | undefined) =>
    `${throttle.counterKey}:${row?.lockedUntil?.getTime() ?? 'open'}`;

  async function reserve(throttle: Throttle, now: Date): Promise<Reservation> {
    const row = await throttle.row();
    if (row?.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil };
    try {
      const taken = await attempts.consume(counterKeyOf(throttle, row));
      return { kind: 'reserved', nth: taken.consumedPoints };
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      // Spent while the attempt that ends the budget is still being judged: the lock it is about to start.
      return { kind: 'locked', until: new Date(now.getTime() + lockMs(row?.locks ?? 0)) };
    }
  }

  /** After a wrong password: the attempt that spent the budget starts the lock. */
  async function failed(throttle: Throttle, reservation: Reservation, now: Date): Promise<Date | null> {
    if (reservation.kind !== 'reserved' || reservation.nth < LOGIN_FAILURES_BEFORE_LOCK) return null;
    return throttle.startLock(await throttle.row(), now);
  }

  async function clear(throttle: Throttle): Promise<void> {
    const row = await throttle.row();
    await attempts.delete(counterKeyOf(throttle, row));
    if (row) await attempts.delete(counterKeyOf(throttle, undefined));
    await throttle.deleteRow();
  }

  const account = (email: string): Throttle => {
    const emailHash = keyOf(email);
    return {
      counterKey: `account:${emailHash}`,
      async row() {
        const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.emailHash, emailHash));
        return row;
      },
      async startLock(previous, now) {
        const lockedUntil = new Date(now.getTime() + lockMs(previous?.locks ?? 0));
        const locks = (previous?.locks ?? 0) + 1;
        const [row] = previous
          ? await db
              .update(loginThrottles)
              .set({ lockedUntil, locks })
              .where(and(eq(loginThrottles.emailHash, emailHash), eq(loginThrottles.locks, previous.locks)))
              .returning()
          : await db
              .insert(loginThrottles)
              .values({ emailHash, windowStartedAt: now, lockedUntil, locks })
              .onConflictDoNothing()
              .returning();
        return row ? lockedUntil : null;
      },
      async deleteRow() {
        await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, emailHash));
      },
    };
  };

  /**
   * A device cookie's throttle. Its counter also names the account's password: a new password (a
   * reset, a change) starts every browser's count afresh, as the reset ends every lock.
   */
  const device = (nonce: string, userId: string, passwordHash: string | null): Throttle => {
    const deviceHash = deviceKeyOf(nonce);
    return {
      counterKey: `device:${deviceHash}:${sha256(passwordHash ?? '').slice(0, 16)}`,
      async row() {
        const [row] = await db
          .select()
          .from(loginDeviceThrottles)
          .where(eq(loginDeviceThrottles.deviceHash, deviceHash));
        return row;
      },
      async startLock(previous, now) {
        const lockedUntil = new Date(now.getTime() + lockMs(previous?.locks ?? 0));
        const locks = (previous?.locks ?? 0) + 1;
        const [row] = previous
          ? await db
              .update(loginDeviceThrottles)
              .set({ lockedUntil, locks })
              .where(
                and(eq(loginDeviceThrottles.deviceHash, deviceHash), eq(loginDeviceThrottles.locks, previous.locks)),
              )
              .returning()
          : await db
              .insert(loginDeviceThrottles)
              .values({ deviceHash, userId, windowStartedAt: now, lockedUntil, locks })
              .onConflictDoNothing()
              .returning();
        return row ? lockedUntil : null;
      },
      async deleteRow() {
        await db.delete(loginDeviceThrottles).where(eq(loginDeviceThrottles.deviceHash, deviceHash));
      },
    };
  };

  /**
   * The login throttles (issue 14, device cookies issue 28, after OWASP's "Slow Down Online Guessing
   * Attacks with Device Cookies"; reserve-then-judge issue 34): attempts from browsers that never
   * signed in to the account count per account and lock all such browsers together (an address
   * without an account alike); attempts from a browser holding the account's device cookie count for
   * that cookie alone, so a stranger's guessing never locks the owner's own browsers.
   */
  return {
    /** Takes one attempt from the untrusted browsers of this address's account, before the password is judged. */
    reserve: (email: string, now: Date) => reserve(account(email), now),
    /** A wrong password after `reserve`: the lock's end when this attempt started one. */
    failed: (email: string, reservation: Reservation, now: Date) => failed(account(email), reservation, now),
    /** A successful login from an untrusted browser, or a password reset: such browsers start afresh. */
    clear: (email: string) => clear(account(email)),

    /** The same for the browser holding this device cookie of the user (its nonce). */
    reserveDevice: (nonce: string, user: DeviceOwner, now: Date) =>
      reserve(device(nonce, user.id, user.passwordHash), now),
    failedDevice: (nonce: string, user: DeviceOwner, reservation: Reservation, now: Date) =>
      failed(device(nonce, user.id, user.passwordHash), reservation, now),
    /** A successful login with this device cookie (which is then replaced by a new one). */
    clearDevice: (nonce: string, user: DeviceOwner) => clear(device(nonce, user.id, user.passwordHash)),

    /**
     * The second step of a sign-in (issue 38): codes and recovery codes count per account, reserved
     * before they are judged, with the passwords' budget and doubling locks (its own key in the same
     * table: a code guessed does not lock the password, nor the reverse).
     */
    reserveSecondStep: (userId: string, now: Date) => reserve(account(`second-step:${userId}`), now),
    failedSecondStep: (userId: string, reservation: Reservation, now: Date) =>
      failed(account(`second-step:${userId}`), reservation, now),
    clearSecondStep: (userId: string) => clear(account(`second-step:${userId}`)),

    /** A password reset lifts the locks of every browser of the user (their counters name the old password). */
    async clearDevicesOf(userId: string): Promise<void> {
      await db.delete(loginDeviceThrottles).where(eq(loginDeviceThrottles.userId, userId));
    },

    /** Counters that ran out more than an hour ago (each also restarts itself once expired). */
    async sweep(now: Date): Promise<void> {
      await db.delete(loginAttemptCounters).where(lt(loginAttemptCounters.expire, now.getTime() - 60 * 60 * 1000));
    },
  };
}

/** What a device throttle needs of the account. */
export interface DeviceOwner {
  id: string;
  passwordHash: string | null;
}
