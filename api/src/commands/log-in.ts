import type { CommandContext } from './command-context';
import type { LoginBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { forbidden, tooManyRequests, unauthorized } from '../errors';
import { verifyPassword } from '../lib/passwords';
import { accountLockedNotice } from '../mail/account-locked-notice';
import { verificationEmail } from '../mail/verification-email';
import { deviceNonceFor, type LoginDevice } from '../lib/login-devices';
import { verificationLink } from './register-user';

export const BAD_CREDENTIALS = 'Incorrect e-mail or password.';
export const UNVERIFIED_RESENT =
  'Please verify your e-mail address before logging in. We have sent you a new verification link.';
export const UNVERIFIED =
  'Please verify your e-mail address before logging in. Check your inbox for the verification link.';

export const accountLockedMessage = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const wait = minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many failed logins for this account. Please try again in ${wait}, or reset your password.`;
};

// A new link at most this often, so a login loop cannot flood someone's inbox.
const RESEND_AFTER_MS = 5 * 60 * 1000;

/** The owner learns their account is being guessed at (once per lock), and how to get back in. */
async function tellOwnerLocked(app: CommandContext, user: UserRow, until: Date): Promise<void> {
  try {
    await app.mailer.send(
      accountLockedNotice(user.email, user.fullName, until, `${app.config.publicUrl}/forget-password`),
    );
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'account-locked notice could not be sent');
  }
}

export const deviceLockedMessage = (until: Date, now: Date) =>
  accountLockedMessage(until, now).replace('for this account', 'for this account from this browser');

/**
 * Checks the credentials. Unknown e-mail and wrong password get the same answer after the same
 * work (a dummy hash is verified), so the answer does not reveal who has an account. Only someone
 * who knows the password learns that the account is unverified.
 *
 * Throttling follows OWASP's device cookies (lib/login-devices.ts): a browser holding this
 * account's device cookie is judged by its own attempts alone; every other browser shares the
 * account's "untrusted" counter, which locks them all, the right password included (or the lock
 * would only slow a guesser down by one answer), and mails the owner. Every attempt is reserved
 * before the password is judged (issue 34): a burst sent at once gets no more judged than the lock
 * allows, whatever its size.
 */
export async function logIn(app: CommandContext, input: LoginBody, devices: readonly LoginDevice[] = []): Promise<UserRow> {
  const now = app.clock.now();
  const user = await app.repos.users.findByEmail(input.email);
  const deviceNonce = user ? deviceNonceFor(devices, user.id) : undefined;
  const throttles = app.repos.loginThrottles;
  const reservation =
    user && deviceNonce ? await throttles.reserveDevice(deviceNonce, user, now) : await throttles.reserve(input.email, now);
  if (reservation.kind === 'locked') {
    const message = deviceNonce ? deviceLockedMessage(reservation.until, now) : accountLockedMessage(reservation.until, now);
    throw tooManyRequests(message, 'ACCOUNT_LOCKED');
  }
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    if (user && deviceNonce) {
      await throttles.failedDevice(deviceNonce, user, reservation, now);
    } else {
      const lockedNow = await throttles.failed(input.email, reservation, now);
      if (lockedNow && user) await tellOwnerLocked(app, user, lockedNow);
    }
    throw unauthorized(BAD_CREDENTIALS, 'BAD_CREDENTIALS');
  }
  // A success from the owner's own browser leaves a lock of untrusted browsers in place: lifting it
  // would let the stranger go on guessing.
  if (deviceNonce) await throttles.clearDevice(deviceNonce, user);
  else await throttles.clear(input.email);
  if (!user.emailVerifiedAt) {
    const lastIssued = await app.repos.emailVerificationTokens.latestIssuedAt(user.id);
    if (lastIssued && now.getTime() - lastIssued.getTime() < RESEND_AFTER_MS) throw forbidden(UNVERIFIED, 'UNVERIFIED');
    const token = await app.repos.emailVerificationTokens.issue(user.id, now);
    try {
      await app.mailer.send(verificationEmail(user.email, verificationLink(app.config.publicUrl, token)));
    } catch (error) {
      app.log.error({ err: error, userId: user.id }, 'verification mail could not be re-sent');
      throw forbidden(UNVERIFIED, 'UNVERIFIED');
    }
    throw forbidden(UNVERIFIED_RESENT, 'UNVERIFIED');
  }
  return user;
}
