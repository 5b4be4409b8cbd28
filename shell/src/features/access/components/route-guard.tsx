import { decideAccess, getLandingPath, useCurrentUser, type Access } from '@freelane/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
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
  switch (decideAccess(access, user)) {
    case 'allow':
      return children;
    case 'signIn': {
      const next = encodeURIComponent(`${location.pathname}${location.search}`);
      return <Navigate to={`/login?next=${next}`} replace />;
    }
    case 'landing':
      return <Navigate to={user ? getLandingPath(user) : '/'} replace />;
    case 'forbidden':
      return <NoAccess landingPath={user ? getLandingPath(user) : '/'} />;
  }
}
