import { and, eq, sql } from 'drizzle-orm';
import type { HiringAssistantStatus, Role } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

export interface NewUser {
  fullName: string;
  email: string;
  username: string;
  passwordHash: string | null;
  role: Role | null;
  emailVerifiedAt?: Date | null;
  hiringAssistantStatus?: HiringAssistantStatus;
  professionalTitle?: string | null;
  bio?: string | null;
  category?: string | null;
  subCategory?: string[];
  languages?: string[];
}

export function createUsersRepository(db: Db) {
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
      return row;
    },
    async markEmailVerified(id: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, id), sql`${users.emailVerifiedAt} is null`));
    },
    async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row.count;
    },
  };
}
