import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The authenticator-app secret at rest (issue 38): AES-256-GCM under a key derived (HKDF) from
 * SESSION_SECRET, so a copy of the database alone (a backup, a dump) yields no secret. A new
 * SESSION_SECRET makes the stored secrets unreadable: people then sign in with a recovery code
 * (docs/operations.md says so).
 */
const keyOf = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'freelane', 'totp-secret-v1', 32));

export function encryptTotpSecret(sessionSecret: string, base32Secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The secret, or null when it cannot be read (another SESSION_SECRET, a damaged value). */
export function decryptTotpSecret(sessionSecret: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
