import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, SECOND_STEP_MINUTES, type SecondStepBody } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { clearBoundCookie, issueBoundCookie, readBoundCookie, SECOND_STEP_COOKIE } from '../lib/sign-in-cookies';
import { decryptTotpSecret, encryptTotpSecret } from '../lib/totp-secret';
import { accountLockedMessage } from './log-in';
import type { FirstStep } from '../repositories/sign-in-security';
import type { CommandContext } from './command-context';
import { afterSignInChange, endOtherSessions, tellOwnerOfSignInChange, type SessionContext } from './sign-in-changes';
import { SIGN_IN_CHANGES } from '../mail/sign-in-change-notice';

export const BAD_CODE = 'That code is not right, or was already used. Check your authenticator app and try again.';
export const SECOND_STEP_EXPIRED = 'Your sign-in has expired. Please enter your password again.';
export const TOTP_ALREADY_ON = 'Two-step sign-in is already on. Turn it off first to set up a new app.';
export const TOTP_NOT_PENDING = 'Start the set-up again: there is no authenticator app waiting to be confirmed.';
export const TOTP_NOT_ON = 'Two-step sign-in is not on.';

const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (a phone's clock a little off). */
const WINDOW = 1;

const totpOf = (secret: string, label = 'Freelane') =>
  new TOTP({
    issuer: 'Freelane',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** Two groups of five from an alphabet without look-alikes: 50 bits, typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
/** As typed: case, spaces and the dash do not matter. */
const canonicalRecoveryCode = (typed: string) => {
  const bare = typed.toLowerCase().replace(/[\s-]+/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
};

/** Step 1 of turning it on: a new secret, pending until a code from the app proves it (POST /user/2fa/totp). */
export async function startTotpSetup(
  app: CommandContext,
  user: UserRow,
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const saved = await app.repos.signInSecurity.savePendingTotp(
    user.id,
    encryptTotpSecret(app.config.sessionSecret, secret),
  );
  if (!saved) throw conflict(TOTP_ALREADY_ON, 'TOTP_ALREADY_ON');
  return { secret, otpauthUrl: totpOf(secret, user.email).toString() };
}

/** Whether the code is the secret's for a step not used before; the step is then spent. */
async function acceptCode(app: CommandContext, userId: string, code: string, now: Date): Promise<boolean> {
  const settings = await app.repos.signInSecurity.totpOf(userId);
  const secret = settings && decryptTotpSecret(app.config.sessionSecret, settings.secretEncrypted);
  if (!secret) return false;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return app.repos.signInSecurity.acceptTotpStep(userId, step);
}

/** Spends the matching unused recovery code; the number left, or null when none matched. */
async function spendRecoveryCode(
  app: CommandContext,
  userId: string,
  typed: string,
  now: Date,
): Promise<number | null> {
  const canonical = canonicalRecoveryCode(typed);
  const unused = await app.repos.signInSecurity.unusedRecoveryCodes(userId);
  for (const row of unused) {
    if (await verifyPassword(row.codeHash, canonical)) {
      return (await app.repos.signInSecurity.spendRecoveryCode(row.id, now)) ? unused.length - 1 : null;
    }
  }
  return null;
}

export type SecondStepOutcome = { kind: 'code' } | { kind: 'recovery'; left: number };

/**
 * Judges a code or a recovery code of the account. Like a password (issue 34), each attempt is
 * reserved from the account's second-step counter BEFORE it is judged, so a burst gets no more
 * judged than the budget; a spent budget locks with the passwords' doubling locks. `status` is how
 * a wrong code is answered: 401 on the sign-in, 400 in a signed-in form (a 401 would sign it out).
 */
export async function judgeSecondStep(
  app: CommandContext,
  user: UserRow,
  body: SecondStepBody,
  status: 400 | 401,
): Promise<SecondStepOutcome> {
  const now = app.clock.now();
  const throttles = app.repos.loginThrottles;
  const reservation = await throttles.reserveSecondStep(user.id, now);
  if (reservation.kind === 'locked')
    throw tooManyRequests(accountLockedMessage(reservation.until, now), 'ACCOUNT_LOCKED');
  let outcome: SecondStepOutcome | null = null;
  if (body.code !== undefined) {
    if (await acceptCode(app, user.id, body.code, now)) outcome = { kind: 'code' };
  } else if (body.recoveryCode !== undefined) {
    const left = await spendRecoveryCode(app, user.id, body.recoveryCode, now);
    if (left !== null) outcome = { kind: 'recovery', left };
  }
  if (!outcome) {
    await throttles.failedSecondStep(user.id, reservation, now);
    // Named at the field either way: the sign-in's second step shows it under the code typed, as
    // the signed-in forms do (a recovery code used twice is refused there, not in a toast).
    const fields = { [body.code !== undefined ? 'code' : 'recoveryCode']: BAD_CODE };
    throw status === 401 ? unauthorized(BAD_CODE, 'BAD_CODE', fields) : badRequest(BAD_CODE, 'BAD_CODE', fields);
  }
  await throttles.clearSecondStep(user.id);
  return outcome;
}

/** Step 2 of turning it on: a valid code from the app; answers the recovery codes, shown this once. */
export async function confirmTotpSetup(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  code: string,
): Promise<string[]> {
  const settings = await app.repos.signInSecurity.totpOf(user.id);
  if (!settings) throw conflict(TOTP_NOT_PENDING, 'TOTP_NOT_PENDING');
  if (settings.enabledAt) throw conflict(TOTP_ALREADY_ON, 'TOTP_ALREADY_ON');
  await judgeSecondStep(app, user, { code }, 400);
  if (!(await app.repos.signInSecurity.enableTotp(user.id, app.clock.now())))
    throw conflict(TOTP_ALREADY_ON, 'TOTP_ALREADY_ON');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.repos.signInSecurity.replaceRecoveryCodes(user.id, await Promise.all(codes.map((c) => hashPassword(c))));
  await afterSignInChange(app, request, reply, user, SIGN_IN_CHANGES.totpOn);
  return codes;
}

/** Turning it off takes a code (or a recovery code): a borrowed session alone cannot. */
export async function disableTotp(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: SecondStepBody,
): Promise<void> {
  if (!(await app.repos.signInSecurity.isTotpEnabled(user.id))) throw conflict(TOTP_NOT_ON, 'TOTP_NOT_ON');
  await judgeSecondStep(app, user, body, 400);
  await app.repos.signInSecurity.disableTotp(user.id);
  await afterSignInChange(app, request, reply, user, SIGN_IN_CHANGES.totpOff);
}

/**
 * The first step (password or Google) succeeded and two-step sign-in is on: no session yet, a
 * pending sign-in bound to this browser for SECOND_STEP_MINUTES.
 */
export async function beginSecondStep(app: CommandContext, reply: FastifyReply, user: UserRow, method: FirstStep) {
  const now = app.clock.now();
  const rawId = issueBoundCookie(reply, SECOND_STEP_COOKIE, app.config.secureCookies);
  const expiresAt = new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000);
  await app.repos.signInSecurity.savePendingLogin(rawId, user.id, method, expiresAt, now);
}

/**
 * POST /user/login/2fa: the same browser, within the window, with a right code: the session starts
 * (a recovery code also ends every other session and mails the owner). Returns the person and how
 * the first step was made.
 */
export async function completeSecondStep(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SecondStepBody,
): Promise<{ user: UserRow; method: FirstStep }> {
  const now = app.clock.now();
  const rawId = readBoundCookie(request, SECOND_STEP_COOKIE);
  const pending = rawId ? await app.repos.signInSecurity.findPendingLogin(rawId, now) : undefined;
  const user = pending ? await app.repos.users.findById(pending.userId) : undefined;
  if (!rawId || !pending || !user) {
    clearBoundCookie(reply, SECOND_STEP_COOKIE, app.config.secureCookies);
    throw unauthorized(SECOND_STEP_EXPIRED, 'SECOND_STEP_EXPIRED');
  }
  const outcome = await judgeSecondStep(app, user, body, 401);
  if (!(await app.repos.signInSecurity.finishPendingLogin(rawId, now)))
    throw unauthorized(SECOND_STEP_EXPIRED, 'SECOND_STEP_EXPIRED');
  clearBoundCookie(reply, SECOND_STEP_COOKIE, app.config.secureCookies);
  if (outcome.kind === 'recovery') {
    await endOtherSessions(app, request, reply, user.id);
    await tellOwnerOfSignInChange(app, user, SIGN_IN_CHANGES.recoveryCodeUsed(outcome.left));
  } else {
    await app.startSession(request, reply, user.id);
  }
  return { user, method: pending.method as FirstStep };
}
