import { createAppStore } from '@freelane/shared';
import { persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/** The page's one store, with the signed-in user persisted to localStorage (spec §3). */
export function createBrowserStore() {
  const store = createAppStore(undefined, { persistStorage: storage });
  const persistor = persistStore(store);
  return { store, persistor };
}
