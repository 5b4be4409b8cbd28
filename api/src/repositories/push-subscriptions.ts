import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnFirstRun } from '../db/prepared';
import { notificationPreferences, pushSubscriptions, type PushSubscriptionRow } from '../db/schema';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Each browser's Web Push subscription (issue 37); no read-cache kind: nothing cached is made of them. */
export function createPushSubscriptionsRepository(db: Db) {
  // Every notification stored asks it (docs/decisions.md, "Statements a read runs every time are prepared").
  const toDeliver = preparedOnFirstRun(() =>
    db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, pushSubscriptions.userId),
          eq(notificationPreferences.category, sql.placeholder('category')),
        ),
      )
      .where(
        and(
          eq(pushSubscriptions.userId, sql.placeholder('userId')),
          sql`coalesce(${notificationPreferences.push}, ${sql.placeholder('pushByDefault')}::boolean)`,
        ),
      )
      .prepare('push_subscriptions_to_deliver'),
  );
  return {
    /**
     * Adds (or renews) a browser's subscription for `userId`; an endpoint another person had moves
     * to this one (the browser is now signed in as them). Beyond `max` per person, the oldest go.
     */
    async subscribe(userId: string, subscription: NewPushSubscription, now: Date, max: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: now },
          });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(max);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
      });
    },

    /** Removes one of the person's subscriptions; answers whether there was one. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /**
     * The person's subscriptions a notification of `category` goes to: all of them when their push
     * switch for it is on (its row, or the category's default where the row has none), none
     * otherwise. One query, whatever the person chose.
     */
    async forDelivery(userId: string, category: string, pushByDefault: boolean): Promise<PushSubscriptionRow[]> {
      return toDeliver().execute({ userId, category, pushByDefault });
    },

    /** Drops subscriptions their push service says are gone (404/410) or that no longer pass the SSRF check. */
    async drop(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
    },

    /** Every subscription of a person (tests and the demo). */
    async ofUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.createdAt);
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
