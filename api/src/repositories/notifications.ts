import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationCategory, NotificationFilter, Role } from '@freelane/shared/contracts';
import { alias, type PgInsertSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { preparedOnFirstRun, preparedPerShape } from '../db/prepared';
import { notificationPreferences, notifications, users, type NotificationRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';

export interface NotificationWithSender extends NotificationRow {
  sender: { fullName: string; profilePhoto: string | null; role: Role | null } | null;
}

export interface NewNotification {
  userId: string;
  senderId: string | null;
  message: string;
  category: NotificationCategory;
  type: string;
  /** The page it is about (site path). */
  link?: string | null;
  /** While an unread notification with this key exists, it is updated instead of adding another. */
  refKey?: string | null;
}

export interface NotificationPage {
  rows: NotificationWithSender[];
  total: number;
  /** All of the user's unread notifications, whatever the filter. */
  unreadCount: number;
}

/** Rows per INSERT in `createMany`: 8 parameters a row, far below PostgreSQL's 65,535. */
const NOTIFICATION_ROWS_PER_INSERT = 1000;

// The bell shows a count and the newest few; older unread ones stay reachable on /notification.
const UNREAD_LIMIT = 100;

/** The centre's filters by the shape of their statement: all, unread, or one category (a placeholder). */
type FilterShape = 'all' | 'unread' | 'category';
const shapeOf = (filter: NotificationFilter): FilterShape => (filter === 'all' || filter === 'unread' ? filter : 'category');

function filterCondition(shape: FilterShape): SQL | undefined {
  if (shape === 'all') return undefined;
  if (shape === 'unread') return eq(notifications.isRead, false);
  return eq(notifications.category, sql.placeholder('category'));
}

/**
 * Notifications. Every read and change is scoped by `userId` in the WHERE clause itself, so a user
 * can only ever see or touch their own: someone else's id simply matches nothing.
 */
export function createNotificationsRepository(db: Db, changed: Changed) {
  const sender = alias(users, 'sender');
  const withSender = () =>
    db
      .select({
        notification: notifications,
        sender: { fullName: sender.fullName, profilePhoto: sender.profilePhoto, role: sender.role },
      })
      .from(notifications)
      .leftJoin(sender, eq(sender.id, notifications.senderId));
  const flatten = (row: {
    notification: NotificationRow;
    sender: NotificationWithSender['sender'];
  }): NotificationWithSender => ({
    ...row.notification,
    sender: row.sender,
  });
  // The bell, on every page: built on first run and sent by name (docs/decisions.md, "Statements
  // a read runs every time are prepared").
  const unreadOf = preparedOnFirstRun(() =>
    withSender()
      .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(UNREAD_LIMIT)
      .prepare('notifications_unread'),
  );
  // The centre (docs/decisions.md, "Statements a read runs every time are prepared").
  const centreCounts = preparedPerShape((shape: FilterShape) => {
    const condition = filterCondition(shape);
    return db
      .select({
        total: condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
        unreadCount: sql<number>`(count(*) filter (where ${notifications.isRead} = false))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .prepare(`notifications_centre_counts_${shape}`);
  });
  const centrePage = preparedPerShape((shape: FilterShape) =>
    withSender()
      .where(and(eq(notifications.userId, sql.placeholder('userId')), filterCondition(shape)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`notifications_centre_${shape}`),
  );
  const own = (id: string, userId: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));
  /** The person's bell and centre change whenever one of their notifications does. */
  const listChanged = (userId: string) => changed([tags.notifications(userId)]);

  async function findOwn(id: string, userId: string): Promise<NotificationWithSender | undefined> {
    const [row] = await withSender().where(own(id, userId));
    return row ? flatten(row) : undefined;
  }

  const valuesOf = (input: NewNotification) => ({ ...input, link: input.link ?? null, refKey: input.refKey ?? null });
  // An unread notification with the same refKey is updated in place instead of adding another.
  const mergeIntoUnread = (values: ReturnType<typeof valuesOf>) => ({
    target: [notifications.userId, notifications.refKey],
    targetWhere: sql`${notifications.isRead} = false and ${notifications.refKey} is not null`,
    set: {
      message: values.message,
      senderId: values.senderId,
      link: values.link,
      type: values.type,
      createdAt: sql`now()`,
    },
  });

  return {
    /**
     * Stores a notification. With a `refKey`, an unread one with the same key is updated in place
     * (new text, sender, link, time) and keeps its id, so the bell counts it once.
     */
    async create(input: NewNotification): Promise<NotificationRow> {
      const values = valuesOf(input);
      const [row] = values.refKey
        ? await db.insert(notifications).values(values).onConflictDoUpdate(mergeIntoUnread(values)).returning()
        : await db.insert(notifications).values(values).returning();
      await listChanged(row.userId);
      return row;
    },

    /**
     * Stores many notifications in one multi-row INSERT per NOTIFICATION_ROWS_PER_INSERT, and says
     * once that every recipient's bell and centre changed (inside a transaction: when it commits).
     * Rows in the inputs' order. No `refKey` here: merging into an unread one is per row (`create`),
     * and two rows of one statement with the same key would be refused by PostgreSQL.
     */
    async createMany(inputs: readonly NewNotification[]): Promise<NotificationRow[]> {
      if (inputs.some((input) => input.refKey)) throw new Error('createMany stores notifications without a refKey');
      // Ids given here, so each answer is matched to its input by id: SQL does not promise that
      // INSERT … RETURNING answers in the order of its VALUES.
      const values = inputs.map((input) => ({ ...valuesOf(input), id: randomUUID() }));
      const byId = new Map<string, NotificationRow>();
      for (let start = 0; start < values.length; start += NOTIFICATION_ROWS_PER_INSERT) {
        const chunk = values.slice(start, start + NOTIFICATION_ROWS_PER_INSERT);
        for (const row of await db.insert(notifications).values(chunk).returning()) byId.set(row.id, row);
      }
      const rows = values.map(({ id }) => byId.get(id)!);
      await changed([...new Set(rows.map((row) => tags.notifications(row.userId)))]);
      return rows;
    },

    /**
     * As `create`, unless the recipient turned this category off in the app (or the account is
     * gone): undefined then. The preference is read inside the same statement, so a chat message's
     * notification costs one round trip instead of two. `inAppByDefault` applies when the person
     * never changed the category.
     */
    async createUnlessMuted(input: NewNotification, inAppByDefault: boolean): Promise<NotificationRow | undefined> {
      const values = valuesOf(input);
      const [row] = await db
        .insert(notifications)
        .select(
          (qb) =>
            // Every column, in the table's order (drizzle refuses the insert otherwise). Its types
            // want each field typed as the column's insert value; the cast leaves that to run time.
            qb
              .select({
                id: sql<string>`gen_random_uuid()`,
                userId: users.id,
                senderId: sql<string | null>`${values.senderId}::uuid`,
                message: sql<string>`${values.message}::text`,
                category: sql<string>`${values.category}::text`,
                type: sql<string>`${values.type}::text`,
                isRead: sql<boolean>`false`,
                link: sql<string | null>`${values.link}::text`,
                refKey: sql<string | null>`${values.refKey}::text`,
                createdAt: sql<Date>`now()`,
              })
              .from(users)
              .leftJoin(
                notificationPreferences,
                and(
                  eq(notificationPreferences.userId, users.id),
                  eq(notificationPreferences.category, values.category),
                ),
              )
              .where(
                and(eq(users.id, values.userId), sql`coalesce(${notificationPreferences.inApp}, ${inAppByDefault})`),
              ) as unknown as PgInsertSelectQueryBuilder<typeof notifications>,
        )
        .onConflictDoUpdate(mergeIntoUnread(values))
        .returning();
      if (row) await listChanged(row.userId);
      return row;
    },

    async listUnread(userId: string): Promise<NotificationWithSender[]> {
      const rows = await unreadOf().execute({ userId });
      return rows.map(flatten);
    },

    /** The centre: one page of the filter, newest first, with the filter's total and the unread count. */
    async list(
      userId: string,
      filter: NotificationFilter,
      page: { page: number; limit: number },
    ): Promise<NotificationPage> {
      const shape = shapeOf(filter);
      const values = {
        userId,
        category: shape === 'category' ? filter : undefined,
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      };
      const [counts] = await centreCounts(shape).execute(values);
      const rows = await centrePage(shape).execute(values);
      return { rows: rows.map(flatten), total: counts?.total ?? 0, unreadCount: counts?.unreadCount ?? 0 };
    },

    findOwn,

    /** Marks one of the user's notifications read (already read: unchanged). Undefined when not theirs. */
    async markRead(id: string, userId: string): Promise<NotificationWithSender | undefined> {
      const [updated] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(own(id, userId))
        .returning({ id: notifications.id });
      if (!updated) return undefined;
      await listChanged(userId);
      return findOwn(id, userId);
    },

    /** Resolves to how many were unread. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      if (rows.length > 0) await listChanged(userId);
      return rows.length;
    },

    /** Deletes one of the user's notifications and answers it as it was. Undefined when not theirs. */
    async deleteOwn(id: string, userId: string): Promise<NotificationWithSender | undefined> {
      const found = await findOwn(id, userId);
      if (!found) return undefined;
      const [deleted] = await db.delete(notifications).where(own(id, userId)).returning({ id: notifications.id });
      if (!deleted) return undefined;
      await listChanged(userId);
      return found;
    },

    /** Resolves to how many were deleted. */
    async deleteAll(userId: string): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(eq(notifications.userId, userId))
        .returning({ id: notifications.id });
      if (rows.length > 0) await listChanged(userId);
      return rows.length;
    },
  };
}
