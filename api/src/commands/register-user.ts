import { urlOf, type RegisterBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/endpoints';
import type { UserRow } from '../db/schema';
import { hashPassword, assertStrongPassword } from '../lib/passwords';
import { addressInUseNotice } from '../mail/address-in-use-notice';
import { verificationEmail } from '../mail/verification-email';
import { inTransaction } from '../repositories';
import type { CommandContext } from './command-context';

export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${urlOf(userEndpoints.verifyEmail)}?token=${encodeURIComponent(token)}`;

/**
 * An address that already has an account is answered like a new one (no one learns from the screen
 * which addresses are registered); its owner gets a notice by mail instead. `mailSent` is whether
 * that notice went out, so a mail failure reads the same as for a new account's verification mail.
 */
export async function tellOwnerAddressInUse(
  app: CommandContext,
  email: string,
  attempt: 'signUp' | 'emailChange',
): Promise<{ mailSent: boolean }> {
  const owner = await app.repos.users.findByEmail(email);
  return owner ? mailOwner(app, owner, attempt) : { mailSent: true };
}

async function mailOwner(
  app: CommandContext,
  owner: UserRow,
  attempt: 'signUp' | 'emailChange',
): Promise<{ mailSent: boolean }> {
  try {
    await app.mailer.send(addressInUseNotice(owner.email, owner.fullName, attempt, `${app.config.publicUrl}/login`));
    return { mailSent: true };
  } catch (error) {
    app.log.error({ err: error, userId: owner.id }, 'address-in-use notice could not be sent');
    return { mailSent: false };
  }
}

/**
 * Creates an unverified account and mails the single-use verification link. Nothing in the answer
 * tells whether the e-mail already has an account (issue 28), nor, through the username, whether
 * another sign-up's e-mail had one (issue 34): the form is judged on itself alone (a weak password),
 * then a taken address takes the same path as a new one, the password hashed and the account
 * inserted, until the unique index refuses it; its owner is mailed instead of the new address. The
 * username is not checked here at all: it is held only once an address is proven (the partial index,
 * users.markEmailVerified), so a sign-up with a registered address uses nothing up, and a username
 * a verified account holds is answered like a free one (the account gets a variant when verified).
 * Same status, same body, the same work.
 */
export async function registerUser(app: CommandContext, input: RegisterBody): Promise<{ mailSent: boolean }> {
  assertStrongPassword(input.password, [input.username, input.email.split('@')[0]]);

  const passwordHash = await hashPassword(input.password);
  // Two statements either way: the account and its link, or the refused insert and the owner.
  const created = await inTransaction(app, async (repos) => {
    const user = await repos.users.createUnlessTaken({
      fullName: input.fullName,
      email: input.email,
      username: input.username,
      passwordHash,
      role: input.role,
      welcomePending: true,
    });
    if (!user) return { owner: await repos.users.findByEmail(input.email) };
    return { userId: user.id, token: await repos.emailVerificationTokens.issue(user.id, app.clock.now()) };
  });
  if ('owner' in created) {
    // No owner: the account that held the address was deleted meanwhile; answered like the rest.
    return created.owner ? mailOwner(app, created.owner, 'signUp') : { mailSent: true };
  }

  try {
    await app.mailer.send(verificationEmail(input.email, verificationLink(app.config.publicUrl, created.token)));
    return { mailSent: true };
  } catch (error) {
    app.log.error({ err: error, userId: created.userId }, 'verification mail could not be sent');
    return { mailSent: false };
  }
}
