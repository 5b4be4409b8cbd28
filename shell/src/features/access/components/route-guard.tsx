import {
  decideAccess,
  FIRST_SIGN_IN_STATE,
  getLandingPath,
  selectFirstSignIn,
  selectSessionCheckPending,
  useAppSelector,
  useCurrentUser,
  type Access,
} from '@freelane/shared/session';
import { getSafeNextPath } from '@freelane/shared/contracts/safe-path';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { NoAccess } from './no-access';

export interface RouteGuardProps {
  access: Access;
  children: ReactNode;
}

/**
 * Applies a route's access rule: visitors on a signed-in page go to /login?next=…, signed-in
 * users on a guest page go to their landing, a wrong role sees a clear "no access" panel.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const user = useCurrentUser();
  const location = useLocation();
  const sessionCheckPending = useAppSelector(selectSessionCheckPending);
  const firstSignIn = useAppSelector(selectFirstSignIn);
  const decision = decideAccess(access, user);
  // Until the page's first session check answers, the stored user may be stale (an expired session
  // opening a mailed reset link) or missing (a cookie-only session): never redirect on a guess.
  if (decision !== 'allow' && sessionCheckPending) return <PageLoading />;
  switch (decision) {
    case 'allow':
      return children;
    case 'signIn': {
      const next = encodeURIComponent(`${location.pathname}${location.search}`);
      return <Navigate to={`/login?next=${next}`} replace />;
    }
    case 'landing': {
      // Signing in on /login?next=… re-renders this guard before the page's own navigation runs:
      // honour the same safe `next` here, or the user would land on their dashboard instead.
      const next = getSafeNextPath(new URLSearchParams(location.search).get('next'));
      // The same history state as the page's own navigation: a first sign-in lands greeted as one.
      return (
        <Navigate
          to={next ?? (user ? getLandingPath(user) : '/')}
          replace
          state={firstSignIn ? FIRST_SIGN_IN_STATE : undefined}
        />
      );
    }
    case 'forbidden':
      return <NoAccess landingPath={user ? getLandingPath(user) : '/'} />;
  }
}
