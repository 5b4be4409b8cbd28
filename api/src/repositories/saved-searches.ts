import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedSearchEmail } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobAlerts, savedSearches, type SavedSearchRow } from '../db/schema';

export interface SavedSearchInput {
  name: string;
  search?: string;
  category?: string;
  budget?: string;
  rank?: string;
  alerts: { inApp: boolean; email: SavedSearchEmail; push: boolean };
}

/** A saved search with the count of jobs it matched since its owner last opened it. */
export type SavedSearchWithCount = SavedSearchRow & { newMatches: number };

const columnsOf = (input: SavedSearchInput) => ({
  name: input.name,
  // An empty text is no filter: stored as null, as Find Jobs reads it.
  search: input.search?.trim() ? input.search.trim() : null,
  category: (input.category ?? null) as SavedSearchRow['category'],
  budget: (input.budget ?? null) as SavedSearchRow['budget'],
  rank: (input.rank ?? null) as SavedSearchRow['rank'],
  alertInApp: input.alerts.inApp,
  alertEmail: input.alerts.email,
  alertPush: input.alerts.push,
});

const newMatches = sql<number>`(
  select count(*)::int from ${jobAlerts} a
  where a.saved_search_id = ${savedSearches.id} and a.created_at > ${savedSearches.lastOpenedAt}
)`;

/**
 * A freelancer's saved searches (issue 37). Every read and write names the owner: another person's
 * id finds nothing. Not cached on the server (the browser caches `saved-searches`).
 */
export function createSavedSearchesRepository(db: Db) {
  const ownedBy = (id: string, userId: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  async function one(id: string, userId: string): Promise<SavedSearchWithCount | undefined> {
    const [row] = await db.select({ search: savedSearches, newMatches }).from(savedSearches).where(ownedBy(id, userId));
    return row ? { ...row.search, newMatches: row.newMatches } : undefined;
  }

  return {
    one,

    async list(userId: string): Promise<SavedSearchWithCount[]> {
      const rows = await db
        .select({ search: savedSearches, newMatches })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
      return rows.map((row) => ({ ...row.search, newMatches: row.newMatches }));
    },

    /**
     * Saves a search unless the person already has `max`: the count and the insert run in one
     * transaction that first locks the person's row, so two saves at once cannot both pass the limit.
     */
    async createWithin(
      userId: string,
      input: SavedSearchInput,
      max: number,
      now: Date,
    ): Promise<SavedSearchRow | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        const [{ total }] = await tx
          .select({ total: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId));
        if (total >= max) return 'full' as const;
        const [row] = await tx
          .insert(savedSearches)
          .values({ userId, ...columnsOf(input), lastOpenedAt: now, createdAt: now, updatedAt: now })
          .returning();
        return row;
      });
    },

    async update(id: string, userId: string, input: SavedSearchInput, now: Date): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(ownedBy(id, userId))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async markOpened(id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ lastOpenedAt: now })
        .where(ownedBy(id, userId))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db.delete(savedSearches).where(ownedBy(id, userId)).returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** The unsubscribe link: e-mail alerts off for this search, whoever asks (the link was signed). */
    async stopEmail(id: string, now: Date): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ alertEmail: 'off', updatedAt: now })
        .where(eq(savedSearches.id, id))
        .returning();
      return row;
    },

    async byId(id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      return row;
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
