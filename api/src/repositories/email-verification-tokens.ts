import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerificationTokens } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export function createEmailVerificationTokensRepository(db: Db) {
  return {
    /**
     * Returns the raw token for the mail; the database keeps only its hash. `now` is the app clock's:
     * the link's expiry and the login's re-send interval are judged on the same clock.
     */
    async issue(userId: string, now: Date, email: string | null = null): Promise<string> {
      const token = randomToken(32);
      await db.insert(emailVerificationTokens).values({
        tokenHash: sha256(token),
        userId,
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
      });
      return token;
    },
    async find(token: string) {
      const [row] = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, sha256(token)));
      return row;
    },
    /** Single use: only the first caller gets `true`. */
    async consume(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt)))
        .returning({ tokenHash: emailVerificationTokens.tokenHash });
      return rows.length === 1;
    },
    /** Only the newest e-mail change counts: older change links stop working. */
    async consumeEmailChangesForUser(userId: string): Promise<void> {
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            isNull(emailVerificationTokens.usedAt),
            isNotNull(emailVerificationTokens.email),
          ),
        );
    },
    async latestIssuedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: emailVerificationTokens.createdAt })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, userId))
        .orderBy(desc(emailVerificationTokens.createdAt))
        .limit(1);
      return row?.createdAt;
    },
  };
}
