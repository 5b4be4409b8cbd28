import type { CommandContext } from './command-context';
import { cleanDisplayName, posesAsTeam } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { randomToken } from '../lib/tokens';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export class GoogleSignInRefused extends Error {
  override name = 'GoogleSignInRefused';
}

/** The name a Google account gets when neither its profile name nor its address gives an acceptable one. */
export const NEW_MEMBER_NAME = 'New member';

/**
 * A free username from the e-mail's local part (letters, digits, . _ -), with a suffix when taken;
 * "member" instead when the local part poses as the team (support@…, admin@…: the sign-up rule).
 */
async function pickUsername(app: CommandContext, email: string): Promise<string> {
  const local = (email.split('@')[0].replace(/[^a-zA-Z0-9_.-]/g, '') || 'user').slice(0, 20).padEnd(3, '0');
  const base = posesAsTeam(local) ? 'member' : local;
  if (!(await app.repos.users.usernameTaken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}_${randomToken(3)
      .replace(/[^a-zA-Z0-9]/g, '0')
      .toLowerCase()}`;
    if (!(await app.repos.users.usernameTaken(candidate))) return candidate;
  }
  return `user_${randomToken(9)
    .replace(/[^a-zA-Z0-9]/g, '0')
    .toLowerCase()}`;
}

/**
 * The account for a Google identity: the one already linked to this Google subject; else the
 * account with the same (Google-verified) e-mail, which is linked rather than duplicated; else a
 * new account without a role or password (the person picks a role next).
 */
export async function signInWithGoogle(app: CommandContext, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await app.repos.users.findByGoogleSubject(identity.sub);
  if (linked) return linked;
  // Linking by e-mail is only safe when Google vouches for the address.
  if (!identity.emailVerified) throw new GoogleSignInRefused('Google did not verify this e-mail address');
  const email = identity.email.toLowerCase();

  const existing = await app.repos.users.findByEmail(email);
  if (existing) {
    if (existing.googleSubject) throw new GoogleSignInRefused('account already linked to another Google identity');
    const wasUnverified = !existing.emailVerifiedAt;
    const updated = await app.repos.users.update(existing.id, {
      googleSubject: identity.sub,
      isGoogleUser: true,
      emailVerifiedAt: existing.emailVerifiedAt ?? app.clock.now(),
      // Someone may have registered this address without owning it (pre-hijacking): a password set
      // before the owner ever verified the address does not survive the owner's arrival.
      ...(wasUnverified ? { passwordHash: null } : {}),
    });
    if (wasUnverified) {
      await app.repos.sessions.revokeAllForUser(existing.id);
      await app.realtime.disconnectUser(existing.id).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not close the revoked sessions’ sockets');
      });
    }
    return updated ?? existing;
  }

  try {
    return await app.repos.users.create({
      // The display-name rule holds for names from Google too: invisible characters are dropped, and
      // a name posing as the team (or nothing left) gives way to the address's name, else a plain one.
      fullName: cleanDisplayName(identity.name) ?? cleanDisplayName(email.split('@')[0]) ?? NEW_MEMBER_NAME,
      email,
      username: await pickUsername(app, email),
      passwordHash: null,
      role: null,
      emailVerifiedAt: app.clock.now(),
      isGoogleUser: true,
      googleSubject: identity.sub,
      welcomePending: true,
    });
  } catch (error) {
    // The same person finishing two sign-ins at once: the unique index keeps one account.
    if (isUniqueViolation(error)) {
      const again = await app.repos.users.findByGoogleSubject(identity.sub);
      if (again) return again;
    }
    throw error;
  }
}
