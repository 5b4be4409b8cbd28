import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { randomToken, sha256 } from '../lib/tokens';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

export function createPasswordResetTokensRepository(db: Db) {
  return {
    /**
     * Returns the raw token (256 bits) for the mail; the database keeps only its hash. `now` is the
     * app clock's: the reset checks the expiry against the same clock.
     */
    async issue(userId: string, now: Date): Promise<string> {
      const token = randomToken(32);
      await db.insert(passwordResetTokens).values({
        tokenHash: sha256(token),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      });
      return token;
    },
    async find(token: string) {
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(token)));
      return row;
    },
    /** Single use: only the first caller gets `true`. */
    async consume(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
        .returning({ tokenHash: passwordResetTokens.tokenHash });
      return rows.length === 1;
    },
    /** After a successful reset, every other link sent to that user stops working too. */
    async consumeAllForUser(userId: string): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
