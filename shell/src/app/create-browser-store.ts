import { createDeferredStore, readPersistedAuth, type DeferredStore } from '@freelane/shared/session';
import { applyServerSession, readServerSession } from '../features/session/server-session';

/** The browser's storage, or none when the page may not use it (disabled, sandboxed frame). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The store stack (RTK, RTK Query, the shared endpoints): evaluating it hands the page's store over. */
export const loadStoreStack = () => import('@freelane/shared');

/**
 * The page's one store, with the signed-in user persisted to localStorage (spec §3). The stored
 * session is read as the store is created (synchronously), then settled before the first render:
 * from the page itself when the server said who is signed in (every page it composes does), else
 * by asking the API, so guards see the check in flight instead of a visitor.
 *
 * It starts light (the session only, `createDeferredStore`) and becomes the real store when the
 * store stack loads: before the first render for someone signed in, for a session check, or for a
 * page that imports the stack; after the first screen for a visitor on a page that does not
 * (docs/decisions.md, "Issue 39: a visitor's first screen without the store stack").
 */
export async function createBrowserStore(): Promise<{ store: DeferredStore }> {
  const persistStorage = browserStorage();
  const store = createDeferredStore({
    auth: (persistStorage && readPersistedAuth(persistStorage)) || { user: null, firstSignIn: false },
    persistStorage,
    loadFullStore: loadStoreStack,
  });
  const session = readServerSession();
  if (session) applyServerSession(store, session);
  else {
    const { startSessionCheck } = await import('../features/session/start-session-check');
    void startSessionCheck(store);
  }
  return { store };
}
