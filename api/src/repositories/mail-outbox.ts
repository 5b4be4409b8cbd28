import { and, asc, count, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';

/** Not sent, not given up on, not held by a restore (issue 33: a copy sends no old mail unless told). */
const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNull(mailOutbox.heldAt));
/** Free to claim: never claimed, or the last attempt's claim ran out (its process died). */
const unclaimed = (now: Date) => or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now));

/**
 * The durable mail outbox (plugins/mail.ts delivers it). Every write here is the outbox's own
 * bookkeeping: no read of the app is cached from this table, so nothing is reported as changed.
 */
/** Mails written per INSERT by `enqueueMany` (each carries its whole text and HTML: kept modest). */
const MAIL_ROWS_PER_INSERT = 200;

/** A mail as its outbox row, due now. */
const rowOf = (message: MailMessage, now: Date) => ({
  recipient: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  links: message.links,
  headers: message.headers ?? null,
  createdAt: now,
  nextAttemptAt: now,
});

export function createMailOutboxRepository(db: Db) {
  return {
    /** Writes the mail, due now. Inside a transaction it commits with what the mail is about. */
    async enqueue(message: MailMessage, now: Date): Promise<string> {
      const [row] = await db.insert(mailOutbox).values(rowOf(message, now)).returning({ id: mailOutbox.id });
      return row.id;
    },

    /**
     * As `enqueue`, for many mails in one statement per MAIL_ROWS_PER_INSERT (a job alert's fan-out
     * mails thousands at once: one round trip each was most of its time). The ids of the mails written
     * (a set: what `deliver` attempts).
     */
    async enqueueMany(messages: readonly MailMessage[], now: Date): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < messages.length; start += MAIL_ROWS_PER_INSERT) {
        const rows = await db
          .insert(mailOutbox)
          .values(messages.slice(start, start + MAIL_ROWS_PER_INSERT).map((message) => rowOf(message, now)))
          .returning({ id: mailOutbox.id });
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /**
     * Claims these mails for one attempt each until `until`: only those still pending and not
     * claimed by another attempt come back (the guarded UPDATE decides between processes).
     */
    async claim(ids: readonly string[], now: Date, until: Date): Promise<MailOutboxRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(mailOutbox)
        .set({ lockedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(inArray(mailOutbox.id, [...ids]), pending, unclaimed(now)))
        .returning();
    },

    /** Claims up to `limit` mails whose next attempt is due, oldest first, skipping rows another process is claiming. */
    async claimDue(now: Date, until: Date, limit: number): Promise<MailOutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(pending, lte(mailOutbox.nextAttemptAt, now), unclaimed(now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ lockedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(inArray(mailOutbox.id, due), pending, unclaimed(now)))
        .returning();
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: now, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
    },

    /** The attempt failed: try again at `retryAt`, or never (`null`: given up on). */
    async markFailed(id: string, now: Date, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
            : { failedAt: now, lockedUntil: null, lastError: error },
        )
        .where(eq(mailOutbox.id, id));
    },

    /** Mails waiting to be sent (due or backing off), across every process. */
    async queued(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(pending);
      return row?.n ?? 0;
    },

    /** When the oldest mail still waiting was written (null when none waits): a stuck outbox ages. */
    async oldestQueuedAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(pending);
      return row?.at ?? null;
    },

    /** Deletes sent and given-up mails recorded before `before` (the record is kept a while for operators). Resolves to how many. */
    async prune(before: Date): Promise<number> {
      const deleted = await db
        .delete(mailOutbox)
        .where(or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before)))
        .returning({ id: mailOutbox.id });
      return deleted.length;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
