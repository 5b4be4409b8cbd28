import { selectSessionCheckPending, useAppSelector, useCurrentUser } from '@freelane/shared/session';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PreloadPage, startPagePrefetch } from './prefetch-page';

/**
 * The shell's prefetch of pages (prefetch-page.ts), mounted once inside the router and the store.
 * Its code (and the request helpers it starts a page's data with) loads after the first commit:
 * nothing of it runs before the first page is ready, so no first screen waits for it.
 */
export function usePagePrefetch(preload: PreloadPage | undefined): void {
  const user = useCurrentUser();
  const pending = useAppSelector(selectSessionCheckPending);
  const sessionRef = useRef({ user, pending });
  sessionRef.current = { user, pending };
  const prefetchRef = useRef<ReturnType<typeof startPagePrefetch> | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (!preload) return undefined;
    let stopped = false;
    void import('./prefetch-page').then(
      ({ startPagePrefetch: start }) => {
        if (!stopped) prefetchRef.current = start({ preload, session: () => sessionRef.current });
      },
      // Prefetch is an optimisation: without its code, pages load when opened.
      () => undefined,
    );
    return () => {
      stopped = true;
      prefetchRef.current?.stop();
      prefetchRef.current = null;
    };
  }, [preload]);

  useEffect(() => prefetchRef.current?.linksInViewWhenIdle(), [location.pathname]);
}
