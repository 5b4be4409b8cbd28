import { randomUUID } from 'node:crypto';
import { and, asc, count, isNotNull, isNull, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instance, mailOutbox, sessions } from '../db/schema';

export interface RestoredCopyOptions {
  /**
   * A real disaster recovery: the copy takes over the objects the backed-up database wrote (it may
   * delete and replace them), because the original is gone. Never for a copy beside a live original.
   */
  adoptStorage: boolean;
  /** Send the mail the backup still had queued; otherwise it is held until released. */
  sendQueuedMail: boolean;
  now: Date;
}

export interface RestoredCopyReport {
  previousInstance: string;
  instance: string;
  /** The instances whose objects the copy may delete (its own, plus the adopted ones). */
  ownedInstances: string[];
  heldMails: number;
  sessionsEnded: number;
}

/**
 * What makes a restored database a copy rather than a second original (issue 33), in one
 * transaction: a new instance id (its servers write new keys under it and delete only what it owns,
 * storage/ownership.ts), the outbox's unsent mail held, and every session ended (everyone signs in
 * again, and a session cookie of the original opens nothing on the copy).
 */
export async function makeRestoredCopy(db: Db, options: RestoredCopyOptions): Promise<RestoredCopyReport> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(instance);
    if (!previous) throw new Error('the restored database has no instance identity');
    const id = randomUUID();
    const ownedInstances = options.adoptStorage
      ? [id, ...previous.ownedInstances.filter((owned) => owned !== id)]
      : [id];
    await tx.update(instance).set({ id, ownedInstances, restoredAt: options.now, restoredFrom: previous.id });
    const held = options.sendQueuedMail
      ? []
      : await tx
          .update(mailOutbox)
          .set({ heldAt: options.now, lockedUntil: null })
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNull(mailOutbox.heldAt)))
          .returning({ id: mailOutbox.id });
    const ended = await tx.delete(sessions).returning({ userId: sessions.userId });
    return {
      previousInstance: previous.id,
      instance: id,
      ownedInstances,
      heldMails: held.length,
      sessionsEnded: ended.length,
    };
  });
}

const held = isNotNull(mailOutbox.heldAt);

export interface HeldMail {
  count: number;
  oldest: Date | null;
  sample: { recipient: string; subject: string; createdAt: Date }[];
}

/** Mail a restore held back (npm run held-mail). */
export async function heldMail(db: Db): Promise<HeldMail> {
  const [summary] = await db
    .select({ n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(held);
  const sample = await db
    .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(held)
    .orderBy(asc(mailOutbox.createdAt))
    .limit(10);
  return { count: summary?.n ?? 0, oldest: summary?.oldest ? new Date(summary.oldest) : null, sample };
}

/** Releases the held mail: due now, sent by the next outbox run of any server. Resolves to how many. */
export async function releaseHeldMail(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ heldAt: null, nextAttemptAt: now })
    .where(held)
    .returning({ id: mailOutbox.id });
  return released.length;
}

/** Gives the held mail up for good (kept a week as given up on, like any failed mail). Resolves to how many. */
export async function discardHeldMail(db: Db, now: Date): Promise<number> {
  const discarded = await db
    .update(mailOutbox)
    .set({
      heldAt: null,
      failedAt: now,
      lastError: 'held by a restore and discarded by an operator (npm run held-mail -- --discard)',
    })
    .where(held)
    .returning({ id: mailOutbox.id });
  return discarded.length;
}
