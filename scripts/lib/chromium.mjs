// Finds the Chromium the browser tests and the bench drive (never a downloaded one).
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** CHROME_PATH if set, else Debian's /usr/bin/chromium; null when it is not an executable file. */
export function findChromium(env = process.env) {
  const candidate = env.CHROME_PATH || DEFAULT_CHROME_PATH;
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    return null;
  }
}

/** Flags for a headless, quiet Chromium that never talks to Google services. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);
