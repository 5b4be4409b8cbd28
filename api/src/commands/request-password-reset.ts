import type { CommandContext } from './command-context';
import { passwordResetEmail } from '../mail/password-reset-email';

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/recover-password/${token}`;

/**
 * Mails a reset link when an account has this e-mail; does nothing otherwise. The route does not
 * wait for it, so the answer and its timing are the same either way (no account enumeration).
 */
export async function requestPasswordReset(app: CommandContext, email: string): Promise<void> {
  const user = await app.repos.users.findByEmail(email);
  if (!user) return;
  const token = await app.repos.passwordResetTokens.issue(user.id, app.clock.now());
  await app.mailer.send(passwordResetEmail(user.email, user.fullName, resetLink(app.config.publicUrl, token)));
}
