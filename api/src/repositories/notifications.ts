import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notifications, users, type NotificationRow } from '../db/schema';

export interface NotificationWithSender extends NotificationRow {
  sender: { fullName: string; profilePhoto: string | null } | null;
}

export interface NewNotification {
  userId: string;
  senderId: string | null;
  message: string;
  category: string;
  type: string;
}

// The bell shows a count and the newest few; older unread ones stay reachable on /notification.
const UNREAD_LIMIT = 100;

export function createNotificationsRepository(db: Db) {
  const sender = alias(users, 'sender');
  return {
    async create(input: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(input).returning();
      return row;
    },
    async listUnread(userId: string): Promise<NotificationWithSender[]> {
      const rows = await db
        .select({
          notification: notifications,
          sender: { fullName: sender.fullName, profilePhoto: sender.profilePhoto },
        })
        .from(notifications)
        .leftJoin(sender, eq(sender.id, notifications.senderId))
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(UNREAD_LIMIT);
      return rows.map((row) => ({ ...row.notification, sender: row.sender }));
    },
  };
}
