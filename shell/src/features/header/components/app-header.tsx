import { useCurrentUser } from '@freelane/shared/session';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { RemoteErrorBoundary } from '../../../components/remote-error-boundary';
import './header.css';
import { Logo } from './logo';
import { PublicTopBar } from './public-top-bar';
import type { SignedInHeaderProps } from './signed-in-header';

type SignedInHeaderComponent = (props: SignedInHeaderProps) => ReactNode;

/**
 * The member navigation is its own file: its badges and menus read the API (the store stack),
 * which a visitor's first screen does not load. `loadSignedInHeader` is awaited before the first
 * render when someone is signed in (bootstrap.tsx), so their first commit draws it at once.
 */
let loadedSignedInHeader: SignedInHeaderComponent | undefined;
let loadingSignedInHeader: Promise<SignedInHeaderComponent> | undefined;

export function loadSignedInHeader(): Promise<SignedInHeaderComponent> {
  // The chunk's name is how the server knows to preload it with a signed-in person's pages
  // (SIGNED_IN_CHUNK, shared/src/mf/preload-map.ts).
  loadingSignedInHeader ??= import(/* webpackChunkName: "signed-in" */ './signed-in-header').then(
    ({ SignedInHeader }) => {
      loadedSignedInHeader = SignedInHeader;
      return SignedInHeader;
    },
  );
  return loadingSignedInHeader;
}

const LazySignedInHeader = lazy(async () => ({ default: await loadSignedInHeader() }));

/** The member's bar while their navigation's code loads, or if it cannot: the logo, no visitor links. */
function MemberBarLoading() {
  return (
    <header className="fl-header">
      <nav className="fl-header__bar" aria-label="Main">
        <Logo />
      </nav>
    </header>
  );
}

/** Visitor top bar, or the member navigation for whoever is signed in. */
export function AppHeader() {
  const user = useCurrentUser();
  // Read once per mount: a header that was drawn without suspending keeps doing so.
  const [Loaded] = useState(() => loadedSignedInHeader);
  if (!user) return <PublicTopBar />;
  if (Loaded) return <Loaded user={user} />;
  // Someone signed in during this visit (or their header's code did not load before the first
  // render): the bar without links until it is here. A failed load never takes the page with it.
  return (
    <RemoteErrorBoundary name="the member header" fallback={<MemberBarLoading />}>
      <Suspense fallback={<MemberBarLoading />}>
        <LazySignedInHeader user={user} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
