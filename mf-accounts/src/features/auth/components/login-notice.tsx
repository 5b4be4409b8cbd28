import { Alert } from 'antd';
import type { LoginPageQuery } from '@freelane/shared/contracts/auth';

type Notice = { type: 'success' | 'info' | 'warning' | 'error'; title: string; description: string };

const VERIFIED: Record<NonNullable<LoginPageQuery['verified']>, Notice> = {
  '1': { type: 'success', title: 'Your e-mail is verified', description: 'You can log in now.' },
  expired: {
    type: 'warning',
    title: 'This verification link has expired',
    description: 'Sign up again with the same e-mail or ask for a new link, then open it within its time limit.',
  },
  invalid: {
    type: 'error',
    title: 'This verification link is not valid',
    description:
      'It may have been used already or copied incompletely. Try logging in, or open the latest link we sent you.',
  },
};

const GOOGLE: Record<NonNullable<LoginPageQuery['google']>, Notice> = {
  failed: {
    type: 'error',
    title: 'Google sign-in did not work',
    description: 'We could not sign you in with Google. Please try again, or log in with your e-mail and password.',
  },
  disabled: {
    type: 'info',
    title: 'Google sign-in is off',
    description: 'This Freelane server has no Google sign-in set up. Log in with your e-mail and password instead.',
  },
};

interface LoginNoticeProps {
  verified: LoginPageQuery['verified'];
  google: LoginPageQuery['google'];
}

/** Explains why the visitor landed on /login: a verification link (?verified=) or a Google attempt (?google=). */
export function LoginNotice({ verified, google }: LoginNoticeProps) {
  const notices = [verified ? VERIFIED[verified] : undefined, google ? GOOGLE[google] : undefined].filter(
    (notice): notice is Notice => Boolean(notice),
  );
  return notices.map((notice) => (
    <Alert
      key={notice.title}
      type={notice.type}
      showIcon
      title={notice.title}
      description={notice.description}
      role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
    />
  ));
}
