import { useState } from 'react';
import type { LoginResponse } from '@freelane/shared/contracts';
import {
  PlainButton,
  PlainField,
  PlainInput,
  requiredRule,
  showPlainFormError,
  usePlainForm,
  useToasts,
} from '@freelane/shared/ui';
import { useCompleteSecondStepMutation } from '../../../api/sign-in-security';

type SecondStepValues = { code: string; recoveryCode: string };

/**
 * The second step of a sign-in (issue 38), after a password or Google: a code from the
 * authenticator app, or one of the recovery codes. The pending sign-in is this browser's cookie.
 * Plain (issue 39): it is /login's first screen after Google's two-step redirect (`?step=second`).
 */
export function SecondStepForm({ onSignedIn }: { onSignedIn: (result: LoginResponse) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [complete, { isLoading }] = useCompleteSecondStepMutation();
  const { message } = useToasts();

  const form = usePlainForm<SecondStepValues>({
    initialValues: { code: '', recoveryCode: '' },
    // Only the box on screen is checked.
    rules: useRecovery
      ? { recoveryCode: [requiredRule('Enter a recovery code.')] }
      : { code: [requiredRule('Enter the 6-digit code.')] },
    onFinish: async (values) => {
      try {
        const body = useRecovery ? { recoveryCode: values.recoveryCode } : { code: values.code };
        onSignedIn(await complete(body).unwrap());
      } catch (error) {
        showPlainFormError(form, error, (text) => message.error(text));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p className="fl-paragraph">
        Two-step sign-in is on for this account.{' '}
        {useRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {useRecovery ? (
        <PlainField label="Recovery code" {...form.field('recoveryCode')}>
          <PlainInput {...form.bind('recoveryCode')} autoComplete="off" size="large" autoFocus />
        </PlainField>
      ) : (
        <PlainField label="Authentication code" {...form.field('code')}>
          <PlainInput
            {...form.bind('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            size="large"
            autoFocus
          />
        </PlainField>
      )}
      <PlainButton type="primary" htmlType="submit" size="large" block loading={isLoading || form.checking}>
        Verify
      </PlainButton>
      <PlainButton
        type="link"
        onClick={() => setUseRecovery((value) => !value)}
        style={{ paddingInline: 0, marginTop: 8 }}
      >
        {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </PlainButton>
    </form>
  );
}
