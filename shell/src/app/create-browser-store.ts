import { createAppStore } from '@freelane/shared';
import { applyServerSession, readServerSession } from '../features/session/server-session';
import { startSessionCheck } from '../features/session/start-session-check';

/** The browser's storage, or none when the page may not use it (disabled, sandboxed frame). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The page's one store, with the signed-in user persisted to localStorage (spec §3). The stored
 * session is read as the store is created (synchronously), then settled before the first render:
 * from the page itself when the server said who is signed in (every page it composes does), else
 * by asking the API, so guards see the check in flight instead of a visitor.
 */
export function createBrowserStore() {
  const store = createAppStore(undefined, { persistStorage: browserStorage() });
  const session = readServerSession();
  if (session) applyServerSession(store, session);
  else startSessionCheck(store);
  return { store };
}
