import type { CommandContext } from './command-context';
import { badRequest } from '../errors';
import { hashPassword, assertStrongPassword } from '../lib/passwords';

export const RESET_INVALID = 'This password reset link is not valid. Please request a new one.';
export const RESET_USED = 'This password reset link has already been used. Please request a new one if you need to.';
export const RESET_EXPIRED = 'This password reset link has expired. Please request a new one.';

/**
 * Sets a new password with a mailed reset token. Never signs anyone in; ends every session of the
 * account and every other reset link. Opening the link proves the e-mail, so it counts as verified.
 */
export async function resetPassword(app: CommandContext, token: string, password: string): Promise<void> {
  const row = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await app.repos.passwordResetTokens.find(token) : undefined;
  if (!row) throw badRequest(RESET_INVALID, 'RESET_INVALID');
  if (row.usedAt) throw badRequest(RESET_USED, 'RESET_USED');
  if (row.expiresAt.getTime() <= app.clock.now().getTime()) throw badRequest(RESET_EXPIRED, 'RESET_EXPIRED');
  const user = await app.repos.users.findById(row.userId);
  if (!user) throw badRequest(RESET_INVALID, 'RESET_INVALID');
  assertStrongPassword(password, [user.username, user.email.split('@')[0]]);

  const passwordHash = await hashPassword(password);
  if (!(await app.repos.passwordResetTokens.consume(row.tokenHash))) throw badRequest(RESET_USED, 'RESET_USED');
  await app.repos.users.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? app.clock.now() });
  await app.repos.passwordResetTokens.consumeAllForUser(user.id);
  await app.repos.sessions.revokeAllForUser(user.id);
  // The owner proved the address: a lock from someone's guessing ends with the new password.
  await app.repos.loginThrottles.clear(user.email);
  await app.repos.loginThrottles.clearDevicesOf(user.id);
  await app.realtime.disconnectUser(user.id).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not close the sockets of ended sessions');
  });
}
