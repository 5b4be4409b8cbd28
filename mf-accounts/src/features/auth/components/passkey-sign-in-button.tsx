import { useState } from 'react';
import { Button } from 'antd';
import type { LoginResponse } from '@freelane/shared/contracts';
import { getErrorMessage } from '@freelane/shared';
import { useToasts } from '@freelane/shared/ui';
import { useFinishPasskeyLoginMutation, useStartPasskeyLoginMutation } from '../../../api/sign-in-security';

/** "Sign in with a passkey": any passkey of this site (discoverable), no e-mail typed first. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (result: LoginResponse) => void }) {
  const [startLogin] = useStartPasskeyLoginMutation();
  const [finishLogin] = useFinishPasskeyLoginMutation();
  const [busy, setBusy] = useState(false);
  const { message } = useToasts();

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
    <Button size="large" block loading={busy} onClick={handleClick}>
      Sign in with a passkey
    </Button>
  );
}
