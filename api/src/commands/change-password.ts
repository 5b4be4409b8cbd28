import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext } from './command-context';
import type { ChangePasswordBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { hashPassword, verifyPassword, assertStrongPassword } from '../lib/passwords';
import { endOtherSessions } from './sign-in-changes';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const NO_PASSWORD_YET = 'Your account has no password yet. Use Set Password instead.';
export const HAS_PASSWORD = 'Your account already has a password. Use Change Password instead.';

const checkStrength = (user: UserRow, password: string) => {
  assertStrongPassword(password, [user.username, user.email.split('@')[0]]);
};

/**
 * Needs the current password (a stolen session alone must not take the account over). Ends every
 * other session: the caller continues on a fresh session id.
 */
export async function changePassword(
  app: CommandContext & Pick<FastifyInstance, 'startSession'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  input: ChangePasswordBody,
): Promise<UserRow> {
  if (!user.passwordHash) throw conflict(NO_PASSWORD_YET, 'NO_PASSWORD');
  // 400, not 401: the session is fine, the form is wrong (a 401 would sign the front end out).
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, 'WRONG_PASSWORD', { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  checkStrength(user, input.password);
  const updated = await app.repos.users.update(user.id, { passwordHash: await hashPassword(input.password) });
  await endOtherSessions(app, request, reply, user.id);
  return updated ?? user;
}

/** For accounts created through Google: adds a password so e-mail login works too. */
export async function setPassword(app: CommandContext, user: UserRow, password: string): Promise<UserRow> {
  if (user.passwordHash) throw conflict(HAS_PASSWORD, 'HAS_PASSWORD');
  checkStrength(user, password);
  const passwordHash = await hashPassword(password);
  // Guarded in SQL too: two racing calls cannot overwrite a password set in between.
  const updated = await app.repos.users.setPasswordIfUnset(user.id, passwordHash);
  if (!updated) throw conflict(HAS_PASSWORD, 'HAS_PASSWORD');
  return updated;
}
