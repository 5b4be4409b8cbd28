import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HiringAssistantStatus, Role, TalentSort } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { mentorProfiles, users, type UserRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import { containsPattern } from '../lib/like';
import type { Changed } from './changes';
import { endOutstandingLinks } from './outstanding-links';
import { isUniqueViolation } from '../lib/db-errors';
import { randomToken } from '../lib/tokens';

export interface NewUser {
  fullName: string;
  email: string;
  username: string;
  passwordHash: string | null;
  role: Role | null;
  emailVerifiedAt?: Date | null;
  hiringAssistantStatus?: HiringAssistantStatus;
  professionalTitle?: string | null;
  hourlyRate?: number | null;
  location?: string | null;
  bio?: string | null;
  category?: string | null;
  subCategory?: string[];
  languages?: string[];
  isGoogleUser?: boolean;
  googleSubject?: string | null;
  /** A new account from sign-up: its first sign-in is greeted (takeWelcome). */
  welcomePending?: boolean;
}

export interface FreelancerSearch {
  search?: string;
  category?: string;
  sort: TalentSort;
  page: number;
  limit: number;
}

/** A person on Find Talent, with the Mentor badge's fact. */
export interface TalentRow {
  user: UserRow;
  isMentor: boolean;
}

/** An approved mentor has a mentor_profiles row (written by the admin's approval). */
const isApprovedMentor = sql<boolean>`exists (select 1 from ${mentorProfiles} where ${mentorProfiles.userId} = ${users.id})`;

/** Any skill entry contains the text (case-insensitive). */
const anySkillContains = (pattern: string) =>
  sql`exists (select 1 from unnest(${users.subCategory}) as skill where skill ilike ${pattern})`;

const ORDER: Record<TalentSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  name: [asc(sql`lower(${users.fullName})`), asc(users.id)],
  projects: [desc(users.projectCompleted), desc(users.createdAt), desc(users.id)],
  // Unrated people last; among equal means, the one with more reviews first.
  rating: [
    sql`(${users.ratingTotal}::float8 / nullif(${users.ratingCount}, 0)) desc nulls last`,
    desc(users.ratingCount),
    desc(users.createdAt),
    desc(users.id),
  ],
};

export function createUsersRepository(db: Db, changed: Changed) {
  /** A person's row changed: their sessions' cached user and how others see them. */
  async function rowChanged<T extends { id: string } | undefined>(row: T): Promise<T> {
    if (row) await changed([tags.user(row.id)]);
    return row;
  }

  /**
   * Runs a write that makes the account verified. A username is held by verified accounts only
   * (issue 34, the partial unique index): when another account proved its address first with the
   * same username, this one gets a free variant of it (`name_x7k2`), which its profile then shows.
   */
  async function verifying<T>(id: string, write: (username?: string) => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [current] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
      if (!current) throw error;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const suffix = randomToken(3)
          .replace(/[^a-zA-Z0-9]/g, '0')
          .toLowerCase();
        try {
          return await write(`${current.username.slice(0, 25)}_${suffix}`);
        } catch (retried) {
          if (!isUniqueViolation(retried)) throw retried;
        }
      }
      throw error;
    }
  }

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async emailOrUsernameTaken(email: string, username: string) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(sql`${users.email} = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`);
      return {
        email: rows.some((row) => row.email === email.toLowerCase()),
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
      };
    },
    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .returning();
      return rowChanged(row);
    },
    /**
     * Sign-up's insert: undefined when the e-mail or username is taken (no error, no rolled-back
     * statement), so a taken address costs what a new one does.
     */
    async createUnlessTaken(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return rowChanged(row);
    },
    /**
     * The first sign-in takes the account's pending welcome: true for exactly one caller, however
     * many sign-ins race (one guarded UPDATE), false ever after.
     */
    async takeWelcome(id: string): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ welcomePending: false })
        .where(and(eq(users.id, id), eq(users.welcomePending, true)))
        .returning({ id: users.id });
      return row !== undefined;
    },
    async markEmailVerified(id: string): Promise<void> {
      const row = await verifying(id, async (username) => {
        const [updated] = await db
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date(), ...(username ? { username } : {}) })
          .where(and(eq(users.id, id), sql`${users.emailVerifiedAt} is null`))
          .returning({ id: users.id });
        return updated;
      });
      await rowChanged(row);
    },
    async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<UserRow | undefined> {
      const write = async (username?: string) => {
        const [updated] = await db
          .update(users)
          .set({ ...changes, ...(username ? { username } : {}), updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return updated;
      };
      // A reset or a Google sign-in may verify the account: the username rule of markEmailVerified.
      const row = changes.emailVerifiedAt ? await verifying(id, write) : await write();
      // A new password or address: the links mailed for the account as it was stop working.
      if (row && (changes.passwordHash !== undefined || changes.email !== undefined)) await endOutstandingLinks(db, id);
      return rowChanged(row);
    },
    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },
    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return rows.length > 0;
    },
    /** Another account uses this address (as its e-mail). */
    async emailTakenByOther(email: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), ne(users.id, userId)));
      return rows.length > 0;
    },
    /** Only while no role is set: the first choice wins, a second call changes nothing. */
    async setRoleIfUnset(id: string, role: Role): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.role)))
        .returning();
      return rowChanged(row);
    },
    async setPasswordIfUnset(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.passwordHash)))
        .returning();
      if (row) await endOutstandingLinks(db, id);
      return rowChanged(row);
    },
    /** The pending address becomes the e-mail, if it is still the pending one. */
    async confirmPendingEmail(id: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          email,
          pendingEmail: null,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.pendingEmail, email)))
        .returning();
      if (row) await endOutstandingLinks(db, id);
      return rowChanged(row);
    },
    /** Verified freelancers for Find Talent, filtered and sorted in the database, one page. */
    /** Find Talent's page, each person with whether they are an approved mentor (in the same query). */
    async searchFreelancers(query: FreelancerSearch): Promise<{ rows: TalentRow[]; total: number }> {
      const conditions: SQL[] = [eq(users.role, 'freelancer'), isNotNull(users.emailVerifiedAt)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(ilike(users.professionalTitle, pattern), ilike(users.fullName, pattern), anySkillContains(pattern)) as SQL,
        );
      }
      if (query.category) {
        const pattern = containsPattern(query.category);
        conditions.push(
          or(ilike(users.category, pattern), ilike(users.professionalTitle, pattern), anySkillContains(pattern)) as SQL,
        );
      }
      const where = and(...conditions);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select({ user: users, isMentor: isApprovedMentor })
        .from(users)
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, total };
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row.count;
    },
  };
}
