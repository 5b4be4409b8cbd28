import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { PlainAlert, PlainField, PlainInput, usePlainForm, zodPlainRule } from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { useForgetPasswordMutation } from '../features/auth/api/forget-password';

type Outcome = { type: 'success' | 'error'; text: string };

// The contract's own schema, loaded at the first check: the page's first screen carries neither zod
// nor the account contracts (issue 39).
const loadBody = () =>
  import('@freelane/shared/contracts/account').then(({ forgetPasswordBody }) => forgetPasswordBody);

/** /forget-password — asks for a reset link; the answer is the same whether or not the account exists. */
function ForgetPassword() {
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const form = usePlainForm<{ email: string }>({
    initialValues: { email: '' },
    rules: { email: [zodPlainRule(() => loadBody().then((body) => body.shape.email))] },
    onFinish: async ({ email }) => {
      setOutcome(null);
      try {
        const body = (await loadBody()).parse({ email });
        const result = await forgetPassword(body).unwrap();
        setOutcome({ type: 'success', text: result.message });
      } catch (error) {
        // The spec only logs this; a real product says why nothing was sent (rate limit, server down).
        setOutcome({ type: 'error', text: getErrorMessage(error) });
      }
    },
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      {outcome && <PlainAlert type={outcome.type} title={outcome.text} style={{ marginBottom: 16 }} />}
      <form noValidate method="post" onSubmit={form.handleSubmit}>
        <PlainField label="Email" {...form.field('email')}>
          <PlainInput {...form.bind('email')} type="email" autoComplete="email" size="large" />
        </PlainField>
        <SubmitButton loading={isLoading}>Reset Password</SubmitButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">Back To Login</Link>
      </div>
    </AuthCard>
  );
}

export default ForgetPassword;
