// Helpers for issue 38's sign-in security journeys: Chromium's virtual authenticator (DevTools
// protocol) and the authenticator app's codes, computed from the secret /editProfile shows.
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** What Chromium's virtual authenticator is created with (the DevTools protocol's options). */
export const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

/**
 * A platform authenticator (ctap2, internal, discoverable credentials, user verification) on this
 * page, answering as soon as asked. Returns the DevTools session to read its credentials back.
 * WebAuthn needs the app on a domain name (localhost, playwright.config.ts), not an IP address.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR });
  return { cdp, authenticatorId };
}

/**
 * Records each navigator.credentials.get the page makes, by its mediation ('conditional' for the
 * e-mail field's autofill request, 'modal' for the button's), in `window.__webauthnGets`, and how
 * each ended (`'modal: answered'`, `'conditional: AbortError'`…) in `window.__webauthnEnds`: the
 * virtual authenticator answers both alike, so this is how a test tells which one signed in.
 */
export async function recordPasskeyRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const ends: string[] = [];
    Object.assign(window, { __webauthnGets: calls, __webauthnEnds: ends });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const kind = options?.mediation === 'conditional' ? 'conditional' : 'modal';
      calls.push(kind);
      const request = get(options);
      request.then(
        () => ends.push(`${kind}: answered`),
        (error: unknown) => ends.push(`${kind}: ${error instanceof Error ? error.name : String(error)}`),
      );
      return request;
    };
  });
}

export const passkeyRequests = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { __webauthnGets?: string[] }).__webauthnGets ?? [])]);

/** How the recorded requests ended, in the order they ended. */
export const passkeyRequestEnds = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { __webauthnEnds?: string[] }).__webauthnEnds ?? [])]);

/** /editProfile's section (a region named by its heading). */
export const securitySection = (page: Page) => page.getByRole('region', { name: 'Sign-in and security' });

/**
 * The app's code for the step `offsetMs` from now (RFC 6238 as the API uses it: SHA-1, 6 digits,
 * 30 s). A code's step is refused once used, so a second sign-in soon after takes the next step's
 * (+30 s, within the server's one step of tolerance).
 */
export const totpCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

/** Reads the key /editProfile shows while two-step sign-in is being set up. */
export async function shownSecret(page: Page): Promise<string> {
  return ((await securitySection(page).locator('code').first().textContent()) ?? '').trim();
}
