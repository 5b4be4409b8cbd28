// Loaded on demand only (a dynamic import when a passkey control is used): @simplewebauthn/browser
// never weighs on the first screen of /login or /editProfile (issue 39's budgets).
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { PasskeyLoginBody, PasskeyRegistrationBody } from '@freelane/shared/contracts';

type Options = { challenge: string } & Record<string, unknown>;

/** navigator.credentials.get with the server's options; `autofill`: the e-mail field's conditional UI. */
export async function signInWithPasskey(options: Options, autofill = false): Promise<PasskeyLoginBody['response']> {
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    useBrowserAutofill: autofill,
  });
  return response as unknown as PasskeyLoginBody['response'];
}

export async function createPasskey(options: Options): Promise<PasskeyRegistrationBody['response']> {
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return response as unknown as PasskeyRegistrationBody['response'];
}

export const supportsAutofill = () => browserSupportsWebAuthnAutofill();

/** Ends a waiting ceremony (the conditional request when /login is left); its promise rejects with AbortError. */
export const cancelPasskeyCeremony = () => WebAuthnAbortService.cancelCeremony();
