import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { randomToken } from './tokens';
import { badRequest } from '../errors';

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the e-mail is unknown so both answers take about as long.
let dummyHash: Promise<string> | undefined;

/** Computed at start so the first unknown-e-mail login is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await dummyHash;
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const COMMON = new Set(COMMON_PASSWORDS);

/**
 * Refuses a weak password (sign-up, reset, change: every form names it `password`), its reason
 * attached to that field so the form shows it under the password (issue 36).
 */
export function assertStrongPassword(password: string, personal: string[]): void {
  const weak = weakPasswordReason(password, personal);
  if (weak) throw badRequest(weak, 'WEAK_PASSWORD', { password: weak });
}

/** Null when acceptable, else the reason (ASVS V2.1.7: refuse breached/common passwords). */
export function weakPasswordReason(password: string, personal: string[]): string | null {
  const lowered = password.toLowerCase();
  if (COMMON.has(lowered) || COMMON.has(lowered.replace(/[\d!@#$%^&*.?]+$/, ''))) {
    return 'This password is too common. Please choose a less guessable one.';
  }
  if (new Set(lowered).size < 4) return 'This password repeats too few characters. Please choose a stronger one.';
  for (const value of personal) {
    const part = value.trim().toLowerCase();
    if (part.length >= 4 && lowered.includes(part)) {
      return 'Your password must not contain your username or e-mail address.';
    }
  }
  return null;
}
