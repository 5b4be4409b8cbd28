import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts, users, type UserRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';

export function createContactsRepository(db: Db, changed: Changed) {
  return {
    /**
     * The caller's own list only (issue 28: adding someone puts nobody on anyone else's list),
     * idempotent: an existing row keeps its dates. `connectedAt` is set when a client connects a
     * freelancer (also if they were contacts before). Returns whether the row is new.
     */
    async add(userId: string, contactId: string, connected: boolean): Promise<boolean> {
      const now = new Date();
      const isNew = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(contacts)
          .values({ userId, contactId, connectedAt: connected ? now : null })
          .onConflictDoNothing()
          .returning({ userId: contacts.userId });
        if (inserted.length === 0 && connected) {
          await tx
            .update(contacts)
            .set({ connectedAt: now })
            .where(and(eq(contacts.userId, userId), eq(contacts.contactId, contactId), sql`${contacts.connectedAt} is null`));
        }
        return inserted.length === 1;
      });
      // A client's talent connections (their dashboard) count these rows.
      await changed([tags.own(userId)]);
      return isNew;
    },
    async list(userId: string, limit = 500): Promise<UserRow[]> {
      const rows = await db
        .select({ user: users })
        .from(contacts)
        .innerJoin(users, eq(users.id, contacts.contactId))
        .where(eq(contacts.userId, userId))
        .orderBy(desc(contacts.createdAt), desc(users.id))
        .limit(limit);
      return rows.map((row) => row.user);
    },
    async find(userId: string, contactId: string) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.contactId, contactId)));
      return row;
    },
  };
}
