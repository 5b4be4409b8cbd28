import { Link, useNavigate } from 'react-router-dom';
import type { RegisterBody } from '@freelane/shared/contracts/user';
import {
  PlainDivider,
  PlainField,
  PlainInput,
  PlainPasswordInput,
  PlainSelect,
  showPlainFormError,
  usePlainForm,
  useToasts,
  zodPlainRule,
} from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { useRegisterMutation } from '../features/auth/api/register';
import { GoogleAuthButton } from '../features/auth/components/google-auth-button';

export const SIGN_UP_SUCCESS = 'Account created successfully! Please check your email to verify your account.';

const ROLE_OPTIONS = [
  { value: 'freelancer', label: 'Freelancer — I want to work' },
  { value: 'client', label: 'Client — I want to hire' },
] as const;

// The contract's own schema, loaded at the first check (issue 39): the first screen carries neither
// zod nor the contracts. The rules are the API's, so the messages are the ones it would answer.
const loadBody = () => import('@freelane/shared/contracts/user').then(({ registerBody }) => registerBody);
const ruleOf = (name: keyof RegisterBody) => [
  zodPlainRule<RegisterBody>(() => loadBody().then((body) => body.shape[name])),
];
const RULES = {
  email: ruleOf('email'),
  password: ruleOf('password'),
  username: ruleOf('username'),
  fullName: ruleOf('fullName'),
  role: ruleOf('role'),
};

/** /SignUp — create an account with e-mail and password (or Google). */
function SignUp() {
  const [register, { isLoading }] = useRegisterMutation();
  const { message } = useToasts();
  const navigate = useNavigate();

  const form = usePlainForm<RegisterBody>({
    initialValues: { email: '', password: '', username: '', fullName: '', role: 'freelancer' },
    rules: RULES,
    onFinish: async (values) => {
      try {
        const body = (await loadBody()).parse(values);
        await register(body).unwrap();
        // Announces the login page (the toast carries over this one page change), which has the
        // address filled in: only the password is left to type once the link is opened.
        message.success(SIGN_UP_SUCCESS);
        navigate('/login', { state: { email: body.email } });
      } catch (error) {
        // A common password is refused under Password, not only in a toast (issue 36).
        showPlainFormError(form, error, (text) => message.error(text));
      }
    },
  });

  return (
    <AuthCard title="Create your account" subtitle="Join Freelane as a freelancer or a client. No commission, ever.">
      <form noValidate method="post" onSubmit={form.handleSubmit}>
        <PlainField label="Email" {...form.field('email')}>
          <PlainInput {...form.bind('email')} type="email" autoComplete="email" size="large" />
        </PlainField>
        <PlainField
          label="Password"
          extra="At least 8 characters. Common passwords are refused."
          {...form.field('password')}
        >
          <PlainPasswordInput {...form.bind('password')} autoComplete="new-password" size="large" />
        </PlainField>
        <PlainField label="Username" {...form.field('username')}>
          <PlainInput {...form.bind('username')} autoComplete="username" size="large" />
        </PlainField>
        <PlainField label="Full name" {...form.field('fullName')}>
          <PlainInput {...form.bind('fullName')} autoComplete="name" size="large" />
        </PlainField>
        <PlainField label="I am joining as" {...form.field('role')}>
          <PlainSelect
            {...form.bind('role')}
            onChange={(role) => role && form.setValue('role', role)}
            options={ROLE_OPTIONS}
            className="fl-input--lg"
          />
        </PlainField>
        <SubmitButton loading={isLoading || form.checking}>Sign Up</SubmitButton>
      </form>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
        <Link to="/forget-password">forget password?</Link>
      </div>
      <PlainDivider>or</PlainDivider>
      <GoogleAuthButton label="Sign up with Google" />
    </AuthCard>
  );
}

export default SignUp;
