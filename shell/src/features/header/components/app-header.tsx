import { useCurrentUser } from '@freelane/shared/session';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import './header.css';
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

/** Visitor top bar, or the member navigation for whoever is signed in. */
export function AppHeader() {
  const user = useCurrentUser();
  // Read once per mount: a header that was drawn without suspending keeps doing so.
  const [Loaded] = useState(() => loadedSignedInHeader);
  if (!user) return <PublicTopBar />;
  if (Loaded) return <Loaded user={user} />;
  // Someone signed in during this visit: the visitor's bar stays until the member header is here.
  return (
    <Suspense fallback={<PublicTopBar />}>
      <LazySignedInHeader user={user} />
    </Suspense>
  );
}
