import type { CommandContext } from './command-context';
import { isUniqueViolation } from '../lib/db-errors';
import { emailChangedNotice } from '../mail/email-changed-notice';

export type VerificationOutcome = '1' | 'expired' | 'invalid';

/**
 * Consumes a verification token: either the account's own address (sign-up) or a new address
 * (e-mail change, `row.email` set), which then replaces the old one. A second click on a used link
 * whose change has happened is still '1' (mail scanners often open links before the person does).
 */
export async function verifyEmail(app: CommandContext, token: string): Promise<VerificationOutcome> {
  const row = await app.repos.emailVerificationTokens.find(token);
  if (!row) return 'invalid';
  if (row.usedAt) {
    const user = await app.repos.users.findById(row.userId);
    const done = row.email ? user?.email === row.email : Boolean(user?.emailVerifiedAt);
    return done ? '1' : 'invalid';
  }
  if (row.expiresAt.getTime() <= app.clock.now().getTime()) return 'expired';
  if (!(await app.repos.emailVerificationTokens.consume(row.tokenHash))) return 'invalid';
  if (!row.email) {
    await app.repos.users.markEmailVerified(row.userId);
    return '1';
  }
  try {
    // Null when the person has since asked for another address (or cancelled): nothing changes.
    const before = await app.repos.users.findById(row.userId);
    const changed = await app.repos.users.confirmPendingEmail(row.userId, row.email);
    if (!changed) return 'invalid';
    if (before && before.email !== changed.email) {
      await app.mailer.send(emailChangedNotice(before.email, changed.fullName, changed.email)).catch((error: unknown) => {
        app.log.warn({ err: error, userId: changed.id }, 'e-mail change notice could not be sent');
      });
    }
    return '1';
  } catch (error) {
    // Someone else registered this address meanwhile: the unique index keeps one account per e-mail.
    if (isUniqueViolation(error)) return 'invalid';
    throw error;
  }
}
