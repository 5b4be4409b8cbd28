import { API_BASE_PATH, type RegisterBody } from '@freelane/shared/contracts';
import { badRequest, conflict } from '../errors';
import { isUniqueViolation } from '../lib/db-errors';
import { hashPassword, weakPasswordReason } from '../lib/passwords';
import { addressInUseNotice } from '../mail/address-in-use-notice';
import { verificationEmail } from '../mail/verification-email';
import { inTransaction } from '../repositories';
import type { CommandContext } from './command-context';

export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';

export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${API_BASE_PATH}/user/verify-email?token=${encodeURIComponent(token)}`;

/**
 * An address that already has an account is answered like a new one (no one learns from the screen
 * which addresses are registered); its owner gets a notice by mail instead.
 */
export async function tellOwnerAddressInUse(
  app: CommandContext,
  email: string,
  attempt: 'signUp' | 'emailChange',
): Promise<{ mailSent: boolean }> {
  const owner = await app.repos.users.findByEmail(email);
  if (!owner) return { mailSent: true };
  try {
    await app.mailer.send(addressInUseNotice(owner.email, owner.fullName, attempt, `${app.config.publicUrl}/login`));
  } catch (error) {
    app.log.error({ err: error, userId: owner.id }, 'address-in-use notice could not be sent');
  }
  return { mailSent: true };
}

/** Creates an unverified account and mails the single-use verification link. */
export async function registerUser(app: CommandContext, input: RegisterBody): Promise<{ mailSent: boolean }> {
  const weak = weakPasswordReason(input.password, [input.username, input.email.split('@')[0]]);
  if (weak) throw badRequest(weak, 'WEAK_PASSWORD');

  const taken = await app.repos.users.emailOrUsernameTaken(input.email, input.username);
  if (taken.email) {
    // The same work as a real sign-up (the password hash dominates), so the time taken tells nothing either.
    await hashPassword(input.password);
    return tellOwnerAddressInUse(app, input.email, 'signUp');
  }
  // Usernames are public (profiles show them), so saying one is taken reveals nothing.
  if (taken.username) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');

  const passwordHash = await hashPassword(input.password);
  let created: { userId: string; token: string };
  try {
    created = await inTransaction(app, async (repos) => {
      const user = await repos.users.create({
        fullName: input.fullName,
        email: input.email,
        username: input.username,
        passwordHash,
        role: input.role,
      });
      const token = await repos.emailVerificationTokens.issue(user.id);
      return { userId: user.id, token };
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the unique index decides.
    if (isUniqueViolation(error)) {
      const again = await app.repos.users.emailOrUsernameTaken(input.email, input.username);
      if (again.email) return tellOwnerAddressInUse(app, input.email, 'signUp');
      throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
    }
    throw error;
  }

  try {
    await app.mailer.send(verificationEmail(input.email, input.fullName, verificationLink(app.config.publicUrl, created.token)));
    return { mailSent: true };
  } catch (error) {
    app.log.error({ err: error, userId: created.userId }, 'verification mail could not be sent');
    return { mailSent: false };
  }
}
