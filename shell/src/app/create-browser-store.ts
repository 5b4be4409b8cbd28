import { createAppStore } from '@freelane/shared';
import { persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { startSessionCheck } from '../features/session/start-session-check';

/**
 * The page's one store, with the signed-in user persisted to localStorage (spec §3). The session
 * is re-checked as soon as storage is restored — before PersistGate renders the routes, so
 * guards see the check in flight instead of a visitor.
 */
export function createBrowserStore() {
  const store = createAppStore(undefined, { persistStorage: storage });
  const persistor = persistStore(store, undefined, () => {
    startSessionCheck(store);
  });
  return { store, persistor };
}
