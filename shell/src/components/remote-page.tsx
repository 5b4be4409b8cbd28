import { lazy, Suspense, useCallback, useContext, useState } from 'react';
import { pageIdOf, preloadedPage } from '../lib/first-page';
import { loadPageModule } from '../lib/load-page-module';
import { RemoteLoaderContext } from '../lib/remote-loader-context';
import { RemoteRetryContext } from '../lib/remote-retry-context';
import { PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  /** MF container, e.g. `mf_public`. */
  remote: string;
  /** Exposed module, e.g. `./Home`. */
  module: string;
}

/**
 * One page from a remote: lazy-loaded (unless already loaded, see first-page.ts), with a loading
 * state, inside its own error boundary.
 * Retry forgets the failed load (MF and React.lazy both memoize it) and builds a new lazy page.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const { load, reload } = useContext(RemoteLoaderContext);
  const id = pageIdOf(remote, module);
  const makePage = useCallback(
    () =>
      lazy(async () => {
        const page = await loadPageModule(load, id);
        // An in-app navigation: the parts the page shows at this address (My Project's table at
        // `?view=table`, the admin's applications tab) start loading as its code arrives, as the
        // server starts them for a cold load, not once its render asks for them (issue 39). Not
        // awaited: the page shows at once, the part's own fallback until it is there.
        page.preloadFor?.({ pathname: window.location.pathname, search: window.location.search })?.catch(() => {});
        return page;
      }),
    [load, id],
  );
  const [attempt, setAttempt] = useState(0);
  // A page loaded before the first render (a prerendered URL) renders at once, without suspending.
  const [Page, setPage] = useState(() => preloadedPage(id)?.default ?? makePage());

  const handleRetry = useCallback(async () => {
    await reload(remote);
    setPage(makePage);
    setAttempt((value) => value + 1);
  }, [reload, remote, makePage]);

  return (
    <RemoteRetryContext.Provider value={handleRetry}>
      <RemoteErrorBoundary key={attempt} name={id} fallback={<RemoteUnavailable onRetry={handleRetry} />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
