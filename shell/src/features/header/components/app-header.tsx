import { useCurrentUser } from '@freelane/shared';
import './header.css';
import { PublicTopBar } from './public-top-bar';
import { SignedInHeader } from './signed-in-header';

/** Visitor top bar, or the member navigation for whoever is signed in. */
export function AppHeader() {
  const user = useCurrentUser();
  return user ? <SignedInHeader user={user} /> : <PublicTopBar />;
}
