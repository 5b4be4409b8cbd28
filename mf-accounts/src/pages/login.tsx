import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FIRST_SIGN_IN_STATE, getLandingPath, signedIn, useAppDispatch } from '@freelane/shared';
import { parseLoginPageQuery } from '@freelane/shared/contracts/auth';
import { getSafeNextPath } from '@freelane/shared/contracts/safe-path';
import type { LoginBody, LoginResponse } from '@freelane/shared/contracts';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import {
  PlainDivider,
  PlainField,
  PlainInput,
  PlainPasswordInput,
  showPlainFormError,
  usePlainForm,
  useToasts,
  zodPlainRule,
} from '@freelane/shared/ui';
import { useLoginMutation } from '../features/auth/api/login';
import { GoogleAuthButton } from '../features/auth/components/google-auth-button';
import { LoginNotice } from '../features/auth/components/login-notice';
import { PasskeySignInButton } from '../features/auth/components/passkey-sign-in-button';
import { SecondStepForm } from '../features/auth/components/second-step-form';

/** The login contract, with zod, loads at the first check of a field: /login paints without it. */
const loadLoginBody = () => import('@freelane/shared/contracts/user').then((contracts) => contracts.loginBody);
const RULES = {
  email: [zodPlainRule<LoginBody>(async () => (await loadLoginBody()).shape.email)],
  password: [zodPlainRule<LoginBody>(async () => (await loadLoginBody()).shape.password)],
};

/** The e-mail sign-up carried here (its navigation state), if any. */
export function emailFrom(state: unknown): string | undefined {
  const email = state && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.length <= 254 ? email : undefined;
}

/** /login — e-mail and password sign-in; lands by role, or on the safe `?next=` page. */
function Login() {
  const [login, { isLoading }] = useLoginMutation();
  const [searchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = useToasts();
  const query = parseLoginPageQuery(Object.fromEntries(searchParams));
  // Sign-up hands over the address just registered (in the history entry, not the URL).
  const carriedEmail = emailFrom(useLocation().state);

  // Two-step sign-in (issue 38): after the password here, or after Google (`?step=second`).
  const [secondStep, setSecondStep] = useState(searchParams.get('step') === 'second');

  /** Every way in ends here: greet, remember who signed in, land by role or on the safe `?next=`. */
  const handleSignedIn = ({ user, message: serverMessage, firstSignIn }: LoginResponse) => {
    if (serverMessage) message.success(serverMessage);
    // The shared query parser admits the path; the stricter local check also refuses control characters.
    const next = getSafeNextPath(query.next);
    dispatch(signedIn({ user, firstSignIn }));
    navigate(next ?? getLandingPath(user), { replace: true, state: firstSignIn ? FIRST_SIGN_IN_STATE : undefined });
  };

  const form = usePlainForm<LoginBody>({
    initialValues: { email: carriedEmail ?? '', password: '' },
    rules: RULES,
    onFinish: async (values) => {
      try {
        const loginBody = await loadLoginBody();
        const result = await login(loginBody.parse(values)).unwrap();
        if ('twoFactorRequired' in result) setSecondStep(true);
        else handleSignedIn(result);
      } catch (error) {
        showPlainFormError(form, error, (text) => message.error(text));
      }
    },
  });

  if (secondStep) {
    return (
      <AuthCard title="Two-step sign-in" subtitle="One more step to keep your account safe.">
        <SecondStepForm onSignedIn={handleSignedIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome back" subtitle="Log in to find work, hire talent and pick up where you left off.">
      <LoginNotice verified={query.verified} google={query.google} next={query.next} />
      <form noValidate method="post" onSubmit={form.handleSubmit}>
        <PlainField label="Email" {...form.field('email')}>
          <PlainInput {...form.bind('email')} type="email" autoComplete="username webauthn" size="large" />
        </PlainField>
        <PlainField label="Password" {...form.field('password')}>
          <PlainPasswordInput
            {...form.bind('password')}
            autoComplete="current-password"
            size="large"
            autoFocus={Boolean(carriedEmail)}
          />
        </PlainField>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/forget-password">Forget Password?</Link>
        </div>
        <SubmitButton loading={isLoading || form.checking}>Login</SubmitButton>
      </form>
      <p className="fl-paragraph" style={{ marginTop: 16, marginBottom: 0 }}>
        New to Freelane? <Link to="/SignUp">Create an account</Link>
      </p>
      <PlainDivider>or</PlainDivider>
      <GoogleAuthButton label="Log in with Google" />
      <div style={{ marginTop: 12 }}>
        <PasskeySignInButton onSignedIn={handleSignedIn} />
      </div>
    </AuthCard>
  );
}

export default Login;
