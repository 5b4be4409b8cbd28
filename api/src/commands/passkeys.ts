import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { MAX_PASSKEYS, type PasskeyLoginBody, type PasskeyRegistrationBody } from '@freelane/shared/contracts';
import type { PasskeyRow, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import { isUniqueViolation } from '../lib/db-errors';
import { verifyPassword } from '../lib/passwords';
import { clearBoundCookie, issueBoundCookie, readBoundCookie, WEBAUTHN_COOKIE } from '../lib/sign-in-cookies';
import { inTransaction } from '../repositories';
import type { ChallengePurpose } from '../repositories/sign-in-security';
import { SIGN_IN_CHANGES } from '../mail/sign-in-change-notice';
import type { CommandContext } from './command-context';
import { UNVERIFIED } from './log-in';
import { WRONG_CURRENT_PASSWORD } from './change-password';
import { afterSignInChange, type SessionContext } from './sign-in-changes';

export const CHALLENGE_INVALID = 'This passkey request has expired or was already used. Please try again.';
export const PASSKEY_NOT_VERIFIED = 'This passkey could not be verified. Please try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered with Freelane. Sign in another way, then add it.';
export const PASSKEY_LIMIT = `You have ${MAX_PASSKEYS} passkeys, the most an account keeps. Remove one to add another.`;
export const PASSKEY_EXISTS = 'This passkey is already added to an account.';
export const LAST_WAY_IN =
  'This is your last way to sign in. Add a passkey or a password first, so you can still get into your account.';

/** A challenge answered within this time (the browser's prompt included), else refused. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The relying party is the site itself, as PUBLIC_URL names it: its host name and its origin. */
const relyingParty = (app: CommandContext) => {
  const url = new URL(app.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

async function saveChallenge(
  app: CommandContext,
  reply: FastifyReply,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
) {
  const now = app.clock.now();
  const nonce = issueBoundCookie(reply, WEBAUTHN_COOKIE, app.config.secureCookies);
  await app.repos.signInSecurity.saveChallenge(
    nonce,
    challenge,
    purpose,
    userId,
    new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  );
}

/** Takes this browser's challenge (once: it is deleted), refusing a missing, expired or foreign one. */
async function takeChallenge(
  app: CommandContext,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const nonce = readBoundCookie(request, WEBAUTHN_COOKIE);
  clearBoundCookie(reply, WEBAUTHN_COOKIE, app.config.secureCookies);
  const row = nonce ? await app.repos.signInSecurity.takeChallenge(nonce, purpose) : undefined;
  if (!row || row.expiresAt <= app.clock.now() || row.userId !== userId) {
    throw badRequest(CHALLENGE_INVALID, 'WEBAUTHN_CHALLENGE_INVALID');
  }
  return row.challenge;
}

export const presentPasskeys = (rows: readonly PasskeyRow[]) => ({
  passkeys: rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  })),
});

export async function startPasskeyRegistration(app: CommandContext, reply: FastifyReply, user: UserRow) {
  const existing = await app.repos.signInSecurity.listPasskeys(user.id);
  if (existing.length >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT, 'PASSKEY_LIMIT');
  const { rpID } = relyingParty(app);
  const options = await generateRegistrationOptions({
    rpName: 'Freelane',
    rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: isoUint8Array.fromUTF8String(user.id),
    attestationType: 'none',
    // The browser does not offer an authenticator that already holds one of this person's passkeys.
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    // Discoverable: "Sign in with a passkey" needs no e-mail typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await saveChallenge(app, reply, options.challenge, 'register', user.id);
  return { ...options };
}

export async function finishPasskeyRegistration(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: PasskeyRegistrationBody,
) {
  const expectedChallenge = await takeChallenge(app, request, reply, 'register', user.id);
  const { rpID, origin } = relyingParty(app);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    request.log.info({ err: error }, 'passkey registration refused');
    throw badRequest(PASSKEY_NOT_VERIFIED, 'PASSKEY_NOT_VERIFIED');
  }
  if (!verification.verified) throw badRequest(PASSKEY_NOT_VERIFIED, 'PASSKEY_NOT_VERIFIED');
  const { credential } = verification.registrationInfo;
  try {
    // The limit is checked with the person's row locked: two additions at once cannot make it 11.
    await inTransaction(app, async (repos) => {
      await repos.signInSecurity.lockUser(user.id);
      if ((await repos.signInSecurity.countPasskeys(user.id)) >= MAX_PASSKEYS)
        throw conflict(PASSKEY_LIMIT, 'PASSKEY_LIMIT');
      await repos.signInSecurity.insertPasskey({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_EXISTS, 'PASSKEY_EXISTS');
    throw error;
  }
  await afterSignInChange(app, request, reply, user, SIGN_IN_CHANGES.passkeyAdded(body.name));
  return presentPasskeys(await app.repos.signInSecurity.listPasskeys(user.id));
}

export async function startPasskeyLogin(app: CommandContext, reply: FastifyReply) {
  const { rpID } = relyingParty(app);
  // No allowCredentials: the authenticator offers the passkeys it holds for this site (discoverable).
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  await saveChallenge(app, reply, options.challenge, 'login', null);
  return { ...options };
}

/**
 * The signed answer of a passkey: a valid signature over this browser's unused challenge, by a
 * registered credential whose counter grew (or both are zero: authenticators without one). A passkey
 * is two factors already (the device, and the PIN or biometric that unlocks it): no second step.
 */
export async function finishPasskeyLogin(
  app: CommandContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: PasskeyLoginBody,
): Promise<UserRow> {
  const expectedChallenge = await takeChallenge(app, request, reply, 'login', null);
  const passkey = await app.repos.signInSecurity.findPasskeyByCredential(body.response.id);
  if (!passkey) throw unauthorized(PASSKEY_UNKNOWN, 'PASSKEY_UNKNOWN');
  const { rpID, origin } = relyingParty(app);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: body.response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch (error) {
    request.log.info({ err: error, passkeyId: passkey.id }, 'passkey sign-in refused');
    throw unauthorized(PASSKEY_NOT_VERIFIED, 'PASSKEY_NOT_VERIFIED');
  }
  if (!verification.verified) throw unauthorized(PASSKEY_NOT_VERIFIED, 'PASSKEY_NOT_VERIFIED');
  const { newCounter } = verification.authenticationInfo;
  // Judged against the counter read above: an answer racing another with the same counter loses.
  if (!(await app.repos.signInSecurity.usePasskey(passkey.id, passkey.counter, newCounter, app.clock.now()))) {
    throw unauthorized(PASSKEY_NOT_VERIFIED, 'PASSKEY_NOT_VERIFIED');
  }
  const user = await app.repos.users.findById(passkey.userId);
  if (!user) throw unauthorized(PASSKEY_UNKNOWN, 'PASSKEY_UNKNOWN');
  if (!user.emailVerifiedAt) throw forbidden(UNVERIFIED, 'UNVERIFIED');
  return user;
}

/** Ways in besides the one being removed: a password, Google, or another passkey. */
const otherWaysIn = (user: UserRow, passkeysLeft: number, removing: 'password' | 'passkey') =>
  (removing !== 'password' && user.passwordHash ? 1 : 0) + (user.googleSubject ? 1 : 0) + passkeysLeft;

export async function deletePasskey(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  passkeyId: string,
) {
  const removed = await inTransaction(app, async (repos) => {
    const locked = (await repos.signInSecurity.lockUser(user.id)) ?? user;
    const rows = await repos.signInSecurity.listPasskeys(user.id);
    const target = rows.find((row) => row.id === passkeyId);
    if (!target) throw notFound('This passkey is not one of yours, or was already removed.', 'PASSKEY_NOT_FOUND');
    if (otherWaysIn(locked, rows.length - 1, 'passkey') === 0) throw conflict(LAST_WAY_IN, 'LAST_WAY_IN');
    await repos.signInSecurity.deletePasskey(user.id, passkeyId);
    return target;
  });
  await afterSignInChange(app, request, reply, user, SIGN_IN_CHANGES.passkeyRemoved(removed.name));
  return presentPasskeys(await app.repos.signInSecurity.listPasskeys(user.id));
}

/** A person with a passkey may drop their password (its current value asked, as for a change). */
export async function removePassword(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  currentPassword: string,
): Promise<UserRow> {
  if (!user.passwordHash) throw conflict('Your account has no password.', 'NO_PASSWORD');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, 'WRONG_PASSWORD', { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const updated = await inTransaction(app, async (repos) => {
    const locked = (await repos.signInSecurity.lockUser(user.id)) ?? user;
    if (otherWaysIn(locked, await repos.signInSecurity.countPasskeys(user.id), 'password') === 0) {
      throw conflict(LAST_WAY_IN, 'LAST_WAY_IN');
    }
    return repos.users.update(user.id, { passwordHash: null });
  });
  await afterSignInChange(app, request, reply, user, SIGN_IN_CHANGES.passwordRemoved);
  return updated ?? user;
}
