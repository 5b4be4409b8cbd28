import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerificationTokens, passwordResetTokens } from '../db/schema';

/**
 * Ends every reset and verification link not used yet for this person (issue 34). Called by the
 * repository writes that change who controls an account, so no command can forget it: a new
 * password or e-mail address (users.update, setPasswordIfUnset, confirmPendingEmail) and signing
 * out everywhere (sessions.revokeAllForUser). A link mailed before such a change was meant for the
 * account as it was: left working, a reset link read in an old inbox would undo the change.
 */
export async function endOutstandingLinks(db: Db, userId: string): Promise<void> {
  const usedAt = new Date();
  await db
    .update(passwordResetTokens)
    .set({ usedAt })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db
    .update(emailVerificationTokens)
    .set({ usedAt })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
