import { createAppStore } from '@freelane/shared';
import { persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { applyServerSession, readServerSession } from '../features/session/server-session';
import { startSessionCheck } from '../features/session/start-session-check';

/**
 * The page's one store, with the signed-in user persisted to localStorage (spec §3). Once storage
 * is restored, the session is settled before PersistGate renders the routes: from the page itself
 * when the server said who is signed in (every page it composes does), else by asking the API,
 * so guards see the check in flight instead of a visitor.
 */
export function createBrowserStore() {
  const store = createAppStore(undefined, { persistStorage: storage });
  const session = readServerSession();
  const persistor = persistStore(store, undefined, () => {
    if (session) applyServerSession(store, session);
    else startSessionCheck(store);
  });
  return { store, persistor };
}
