import type { FastifyInstance } from 'fastify';
import type { LoginBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { verifyPassword } from '../lib/passwords';
import { verificationEmail } from '../mail/verification-email';
import { verificationLink } from './register-user';

export const BAD_CREDENTIALS = 'Incorrect e-mail or password.';
export const UNVERIFIED_RESENT =
  'Please verify your e-mail address before logging in. We have sent you a new verification link.';
export const UNVERIFIED =
  'Please verify your e-mail address before logging in. Check your inbox for the verification link.';

// A new link at most this often, so a login loop cannot flood someone's inbox.
const RESEND_AFTER_MS = 5 * 60 * 1000;

/**
 * Checks the credentials. Unknown e-mail and wrong password get the same answer after the same
 * work (a dummy hash is verified), so the answer does not reveal who has an account. Only someone
 * who knows the password learns that the account is unverified.
 */
export async function logIn(app: FastifyInstance, input: LoginBody): Promise<UserRow> {
  const user = await app.repos.users.findByEmail(input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw unauthorized(BAD_CREDENTIALS, 'BAD_CREDENTIALS');
  if (!user.emailVerifiedAt) {
    const lastIssued = await app.repos.emailVerificationTokens.latestIssuedAt(user.id);
    if (lastIssued && Date.now() - lastIssued.getTime() < RESEND_AFTER_MS) throw forbidden(UNVERIFIED, 'UNVERIFIED');
    const token = await app.repos.emailVerificationTokens.issue(user.id);
    try {
      await app.mailer.send(verificationEmail(user.email, user.fullName, verificationLink(app.config.publicUrl, token)));
    } catch (error) {
      app.log.error({ err: error, userId: user.id }, 'verification mail could not be re-sent');
      throw forbidden(UNVERIFIED, 'UNVERIFIED');
    }
    throw forbidden(UNVERIFIED_RESENT, 'UNVERIFIED');
  }
  return user;
}
