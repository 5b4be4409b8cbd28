import { PlainAlert } from '@freelane/shared/ui';
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

/**
 * Why a page sent the visitor here (`?next=`, set by the shell's route guard): every members' page
 * says so in general words, and the pages a visitor most often opens from outside say what they
 * would find there and what is open without an account.
 */
const SIGN_IN_FOR: Record<string, Notice> = {
  '/find-jobs': {
    type: 'info',
    title: 'Sign in to search jobs and send proposals',
    description:
      'Find Jobs is for freelancers with an account: it shows your proposals beside each job. A job shared with you opens without signing in, from its own link.',
  },
};
const SIGN_IN_GENERAL: Notice = {
  type: 'info',
  title: 'Sign in to continue',
  description: 'The page you opened is for members. After you log in, it opens for you.',
};

function signInNotice(next: string | undefined): Notice | undefined {
  if (!next) return undefined;
  const path = next.split(/[?#]/, 1)[0];
  return SIGN_IN_FOR[path] ?? SIGN_IN_GENERAL;
}

interface LoginNoticeProps {
  verified: LoginPageQuery['verified'];
  google: LoginPageQuery['google'];
  /** The safe `?next=` page the visitor came from. */
  next?: LoginPageQuery['next'];
}

/** Explains why the visitor landed on /login: a verification link (?verified=), a Google attempt (?google=) or a members' page (?next=). */
export function LoginNotice({ verified, google, next }: LoginNoticeProps) {
  const notices = [
    verified ? VERIFIED[verified] : undefined,
    google ? GOOGLE[google] : undefined,
    signInNotice(next),
  ].filter((notice): notice is Notice => Boolean(notice));
  // Plain (issue 39): /login's first screen draws no antd.
  return notices.map((notice) => (
    <PlainAlert key={notice.title} type={notice.type} title={notice.title} style={{ marginBottom: 16 }}>
      {notice.description}
    </PlainAlert>
  ));
}
