import { Link, useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  PlainField,
  PlainPasswordInput,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRule,
} from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { useRecoverPasswordMutation } from '../features/auth/api/recover-password';

interface RecoverValues {
  password: string;
  confirm: string;
}

// The contract's password rule, loaded at the first check: the first screen carries neither zod nor
// the account contracts (issue 39).
const passwordRule = zodPlainRule<RecoverValues>(() =>
  import('@freelane/shared/contracts/account').then(({ recoverPasswordBody }) => recoverPasswordBody.shape.password),
);
const confirmRule: PlainRule<RecoverValues> = (value, { password }) =>
  value !== password ? 'The two passwords do not match.' : undefined;

/** /recover-password/:id — the mailed link; `id` is the reset token, sent as the bearer credential. */
function RecoverPassword() {
  const { id = '' } = useParams();
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const form = usePlainForm<RecoverValues>({
    initialValues: { password: '', confirm: '' },
    rules: { password: [passwordRule], confirm: [confirmRule] },
    onFinish: async ({ password }) => {
      try {
        const result = await recoverPassword({ token: id, password }).unwrap();
        message.success(result.message);
        navigate('/login', { replace: true });
      } catch (error) {
        message.error(getErrorMessage(error, 'Something went wrong. Please try again.'));
      }
    },
  });
  const password = form.bind('password');

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After the change, every device signed in to your account is signed out."
    >
      <form noValidate method="post" onSubmit={form.handleSubmit}>
        <PlainField
          label="New Password"
          extra="At least 8 characters. Common passwords are refused."
          {...form.field('password')}
        >
          <PlainPasswordInput
            {...password}
            onChange={(value) => {
              password.onChange(value);
              // The confirmation depends on it (antd's `dependencies`): re-checked once typed.
              if (form.values.confirm) form.setValue('confirm', form.values.confirm);
            }}
            autoComplete="new-password"
            size="large"
          />
        </PlainField>
        <PlainField label="Confirm New Password" {...form.field('confirm')}>
          <PlainPasswordInput {...form.bind('confirm')} autoComplete="new-password" size="large" />
        </PlainField>
        <SubmitButton loading={isLoading || form.checking}>Change Password</SubmitButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/forget-password">Ask for a new link</Link>
      </div>
    </AuthCard>
  );
}

export default RecoverPassword;
