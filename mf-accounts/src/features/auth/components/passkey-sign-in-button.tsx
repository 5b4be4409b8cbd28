import { useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '@freelane/shared/contracts';
import { getErrorMessage } from '@freelane/shared';
import { PlainButton, useToasts, whenIdle } from '@freelane/shared/ui';
import { useFinishPasskeyLoginMutation, useStartPasskeyLoginMutation } from '../../../api/sign-in-security';

/** "Sign in with a passkey": any passkey of this site (discoverable), no e-mail typed first. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (result: LoginResponse) => void }) {
  const [startLogin] = useStartPasskeyLoginMutation();
  const [finishLogin] = useFinishPasskeyLoginMutation();
  const [busy, setBusy] = useState(false);
  const { message } = useToasts();
  useConditionalPasskey(onSignedIn);

  const handleClick = async () => {
    setBusy(true);
    try {
      // The WebAuthn library loads now, when the control is used (never on /login's first screen).
      const ceremony = await import('../../../lib/passkey-ceremony');
      const options = await startLogin().unwrap();
      const response = await ceremony.signInWithPasskey(options);
      onSignedIn(await finishLogin({ response }).unwrap());
    } catch (error) {
      // The person closing the browser's prompt is not an error worth a red toast.
      if (error instanceof Error && error.name === 'NotAllowedError') message.info('Passkey sign-in was cancelled.');
      else message.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainButton size="large" block loading={busy} onClick={handleClick}>
      Sign in with a passkey
    </PlainButton>
  );
}

type Ceremony = typeof import('../../../lib/passkey-ceremony');
/**
 * The browser's answer to a background request it was told to drop, that the person dismissed, or
 * that this address cannot make (SecurityError: WebAuthn needs a domain, not 127.0.0.1): nothing to
 * say about a request nobody asked for.
 */
const isQuiet = (error: unknown) =>
  error instanceof Error && ['AbortError', 'NotAllowedError', 'SecurityError'].includes(error.name);

/**
 * Conditional UI (issue 38): where the browser offers passkeys in the e-mail field's autofill
 * (`autocomplete="username webauthn"`), a passkey request waits for the person to pick one. It starts
 * once the page is idle, so the first screen loads nothing for it: the feature check needs no library,
 * and @simplewebauthn/browser is imported only where the answer is yes. Leaving the page (or this
 * step: the button unmounts) aborts the request; pressing the button replaces it (the library keeps
 * one ceremony at a time).
 */
function useConditionalPasskey(onSignedIn: (result: LoginResponse) => void) {
  const [startLogin] = useStartPasskeyLoginMutation();
  const [finishLogin] = useFinishPasskeyLoginMutation();
  const { message } = useToasts();
  // The latest callbacks, without restarting the request each render.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const toasts = useRef(message);
  toasts.current = message;

  useEffect(() => {
    let left = false;
    let ceremony: Ceremony | undefined;
    const start = async () => {
      const available = await window.PublicKeyCredential?.isConditionalMediationAvailable?.();
      if (!available || left) return;
      ceremony = await import('../../../lib/passkey-ceremony');
      if (left) return;
      const options = await startLogin().unwrap();
      if (left) return;
      const response = await ceremony.signInWithPasskey(options, true);
      if (left) return;
      signedIn.current(await finishLogin({ response }).unwrap());
    };
    const run = () =>
      void start().catch((error: unknown) => {
        if (!left && !isQuiet(error)) toasts.current.error(getErrorMessage(error));
      });
    const cancel = whenIdle(run, { timeout: 2000 });
    return () => {
      left = true;
      cancel();
      ceremony?.cancelPasskeyCeremony();
    };
  }, [startLogin, finishLogin]);
}
