import type { CommandContext } from './command-context';
import { FREELANCER_ONLY_FIELDS, type UpdateProfileBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';
import { emailChangeEmail } from '../mail/email-change-email';
import { tellOwnerAddressInUse, verificationLink } from './register-user';

export const FREELANCER_ONLY = 'Only freelancers can edit the bio, skills, unique skills, hourly rate and resume.';

export interface ProfileUpdateResult {
  user: UserRow;
  message: string;
}

/**
 * Applies a subset of profile fields. A new e-mail is only pending: the link mailed to the new
 * address makes it the account's e-mail (someone with a borrowed session cannot move the account).
 */
export async function updateProfile(
  app: CommandContext,
  user: UserRow,
  input: UpdateProfileBody,
): Promise<ProfileUpdateResult> {
  if (user.role !== 'freelancer' && FREELANCER_ONLY_FIELDS.some((field) => input[field] !== undefined)) {
    throw forbidden(FREELANCER_ONLY, 'FREELANCER_ONLY');
  }
  const changes: Partial<UserRow> = {};
  if (input.fullName !== undefined) changes.fullName = input.fullName;
  if (input.professionalTitle !== undefined) changes.professionalTitle = input.professionalTitle || null;
  if (input.languages !== undefined) changes.languages = input.languages;
  if (input.hourlyRate !== undefined) changes.hourlyRate = input.hourlyRate;
  if (input.location !== undefined) changes.location = input.location || null;
  if (input.bio !== undefined) changes.bio = input.bio || null;
  if (input.subCategory !== undefined) changes.subCategory = input.subCategory;
  if (input.uspSkill !== undefined) changes.uspSkill = input.uspSkill;

  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (input.email === user.email && user.pendingEmail) changes.pendingEmail = null; // changed their mind
  if (newEmail) changes.pendingEmail = newEmail;

  const updated = Object.keys(changes).length > 0 ? ((await app.repos.users.update(user.id, changes)) ?? user) : user;
  if (!newEmail) return { user: updated, message: 'Profile updated successfully.' };

  await app.repos.emailVerificationTokens.consumeEmailChangesForUser(user.id);
  const sentMessage = `Profile updated. We sent a link to ${newEmail}: your e-mail address changes once you open it.`;
  // Another account's address: answered alike (no one learns which addresses are registered), its
  // owner is told instead, and no link is issued, so the change can never complete.
  if (await app.repos.users.emailTakenByOther(newEmail, user.id)) {
    await tellOwnerAddressInUse(app, newEmail, 'emailChange');
    return { user: updated, message: sentMessage };
  }
  const token = await app.repos.emailVerificationTokens.issue(user.id, app.clock.now(), newEmail);
  try {
    await app.mailer.send(emailChangeEmail(newEmail, verificationLink(app.config.publicUrl, token)));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'e-mail change mail could not be sent');
    return {
      user: updated,
      message: 'Profile updated, but we could not send the link to your new e-mail address. Please try again later.',
    };
  }
  return { user: updated, message: sentMessage };
}
