import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ServerRequestContext } from '../api/base-api';
import { authReducer } from '../auth/auth-slice';
import { presenceSlice } from '../presence/presence-slice';
import { persistAuthChanges, readPersistedAuth, type PersistStorage } from './persist-session';

export { PERSIST_KEY, PERSIST_STORAGE_KEY, PERSIST_VERSION, type PersistStorage } from './persist-session';

/**
 * The root reducer: auth, presence and the API cache up front, area slices injected lazily by
 * the remote that owns them (`rootReducer.inject(slice)`), so the shell never has to know them.
 */
export const rootReducer = combineSlices({ auth: authReducer }, presenceSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

// Remotes extend this interface by declaration merging when they inject a slice.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateAppStoreOptions {
  /**
   * Browser storage to persist the auth slice into (persist-session.ts): read when the store is
   * created, written when the session changes. Omit for a store that forgets on reload (tests).
   */
  persistStorage?: PersistStorage;
  /** A store rendering a page on the server: whose request it is (see `ServerRequestContext`). */
  serverRequest?: ServerRequestContext;
}

export function createAppStore(preloadedState?: Partial<RootState>, options: CreateAppStoreOptions = {}) {
  const { persistStorage } = options;
  // A session handed over (the light store a visitor's first screen ran on) wins over storage.
  const restoredAuth = persistStorage && !preloadedState?.auth ? readPersistedAuth(persistStorage) : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: (restoredAuth ? { ...preloadedState, auth: restoredAuth } : preloadedState) as
      | RootState
      | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.serverRequest } }).concat(baseApi.middleware),
  });
  if (persistStorage) persistAuthChanges(store, persistStorage);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
