import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The application server's key pair and contact (RFC 8292), base64url as browsers and push services take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: whom a push service's operator writes to about this sender. */
  subject: string;
}

/** An uncompressed P-256 point (65 bytes, 0x04 first): what `applicationServerKey` needs. */
export const isVapidPublicKey = (value: string): boolean => {
  const bytes = Buffer.from(value, 'base64url');
  return /^[A-Za-z0-9_-]+$/.test(value) && bytes.length === 65 && bytes[0] === 4;
};

/** A P-256 private scalar (32 bytes). */
export const isVapidPrivateKey = (value: string): boolean =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === 32;

export const isVapidSubject = (value: string): boolean =>
  URL.canParse(value) && ['mailto:', 'https:'].includes(new URL(value).protocol);

export function generateVapidKeyPair(): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A leading zero byte is dropped by getPrivateKey(): pad back to the 32 bytes the format needs.
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}

/**
 * One machine's key pair, kept in DATA_DIR/vapid-keys.json so the browsers' subscriptions (made
 * with the public key) keep working across restarts. Several machines share a database, and a
 * browser subscribed through one must be reachable by all: there the keys come from the
 * environment (config.ts refuses DATABASE_URL without them).
 */
export function readOrCreateVapidKeys(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const file = path.join(dataDir, 'vapid-keys.json');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, exactly one writes and both read the same pair.
    writeFileSync(file, `${JSON.stringify(generateVapidKeyPair())}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (
    typeof keys.publicKey !== 'string' ||
    typeof keys.privateKey !== 'string' ||
    !isVapidPublicKey(keys.publicKey) ||
    !isVapidPrivateKey(keys.privateKey)
  ) {
    throw new Error(`${file} does not hold a VAPID key pair; delete it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** A fresh pair as environment variables: for test servers that run with DATABASE_URL. */
export function vapidEnv(): Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', string> {
  const { publicKey, privateKey } = generateVapidKeyPair();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
