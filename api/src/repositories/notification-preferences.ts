import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreference,
  type Role,
} from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { notificationPreferences, users } from '../db/schema';

export type Channels = Pick<NotificationPreference, 'inApp' | 'email' | 'push'>;
/** A change as the page sends it: without `push` (the release before issue 37), that switch stays. */
export type PreferenceChange = Omit<NotificationPreference, 'push'> & { push?: boolean };
export type PreferenceMap = Record<NotificationCategory, Channels>;

/** A person a notification goes to or comes from, with their preferences (defaults filled in). */
export interface NotificationParty {
  id: string;
  email: string;
  fullName: string;
  profilePhoto: string | null;
  /** An admin's notifications carry the staff badge. */
  role: Role | null;
  preferences: PreferenceMap;
}

const defaults = (): PreferenceMap =>
  Object.fromEntries(
    DEFAULT_NOTIFICATION_PREFERENCES.map(({ category, inApp, email, push }) => [category, { inApp, email, push }]),
  ) as PreferenceMap;

/** What a person who never changed this category gets. */
export const defaultChannels = (category: NotificationCategory): Channels => defaults()[category];

const isCategory = (value: string): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);

/** Always every category, in NOTIFICATION_CATEGORIES order. */
export const asList = (map: PreferenceMap): NotificationPreference[] =>
  NOTIFICATION_CATEGORIES.map((category) => ({ category, ...map[category] }));

/**
 * Per user and category: shown in the app, sent by e-mail. Only changed categories have a row; a
 * missing row means DEFAULT_NOTIFICATION_PREFERENCES, so new categories need no migration of data.
 */
export function createNotificationPreferencesRepository(db: Db) {
  async function get(userId: string): Promise<PreferenceMap> {
    const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    const map = defaults();
    for (const row of rows) {
      if (isCategory(row.category)) {
        map[row.category] = { inApp: row.inApp, email: row.email, push: row.push ?? map[row.category].push };
      }
    }
    return map;
  }

  return {
    get,

    /** One category of one user (e.g. may the work mail go to this client?). */
    async channels(userId: string, category: NotificationCategory): Promise<Channels> {
      const [row] = await db
        .select({
          inApp: notificationPreferences.inApp,
          email: notificationPreferences.email,
          push: notificationPreferences.push,
        })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
      const fallback = defaultChannels(category);
      return row ? { ...row, push: row.push ?? fallback.push } : fallback;
    },

    /** Upserts the given categories; the others keep what they had. Answers the whole set. */
    async update(userId: string, changes: readonly PreferenceChange[], now: Date): Promise<PreferenceMap> {
      if (changes.length > 0) {
        await db
          .insert(notificationPreferences)
          .values(changes.map((change) => ({ userId, ...change, push: change.push ?? null, updatedAt: now })))
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.category],
            set: {
              inApp: sql`excluded.in_app`,
              email: sql`excluded.email`,
              // Null (not sent) keeps what the person chose before.
              push: sql`coalesce(excluded.push, ${notificationPreferences.push})`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
      return get(userId);
    },

    /**
     * The recipients and senders of a batch of notifications with everyone's preferences, in ONE
     * query (users left join their preference rows), so notifying many people costs one round trip.
     */
    async parties(userIds: readonly string[]): Promise<Map<string, NotificationParty>> {
      const ids = [...new Set(userIds)];
      const result = new Map<string, NotificationParty>();
      if (ids.length === 0) return result;
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          profilePhoto: users.profilePhoto,
          role: users.role,
          category: notificationPreferences.category,
          inApp: notificationPreferences.inApp,
          wantsEmail: notificationPreferences.email,
          wantsPush: notificationPreferences.push,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, ids));
      for (const row of rows) {
        let party = result.get(row.id);
        if (!party) {
          party = {
            id: row.id,
            email: row.email,
            fullName: row.fullName,
            profilePhoto: row.profilePhoto,
            role: row.role,
            preferences: defaults(),
          };
          result.set(row.id, party);
        }
        if (row.category && isCategory(row.category) && row.inApp !== null && row.wantsEmail !== null) {
          party.preferences[row.category] = {
            inApp: row.inApp,
            email: row.wantsEmail,
            push: row.wantsPush ?? party.preferences[row.category].push,
          };
        }
      }
      return result;
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<typeof createNotificationPreferencesRepository>;
