import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { baseApi, type ServerRequestContext } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';
import { presenceSlice } from '../presence/presence-slice';

/**
 * The root reducer: auth, presence and the API cache up front, area slices injected lazily by
 * the remote that owns them (`rootReducer.inject(slice)`), so the shell never has to know them.
 */
export const rootReducer = combineSlices(authSlice, presenceSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

// Remotes extend this interface by declaration merging when they inject a slice.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

/** Persisted state (spec §3, §9): only who is signed in, under a project key, version 1. */
export const PERSIST_KEY = 'freelane';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

export interface CreateAppStoreOptions {
  /** Browser storage to persist the auth slice into; omit for a store that forgets on reload (tests). */
  persistStorage?: Storage;
  /** A store rendering a page on the server: whose request it is (see `ServerRequestContext`). */
  serverRequest?: ServerRequestContext;
}

function buildReducer(options: CreateAppStoreOptions): typeof rootReducer {
  if (!options.persistStorage) return rootReducer;
  const persisted = persistReducer(
    {
      key: PERSIST_KEY,
      version: PERSIST_VERSION,
      timeout: PERSIST_TIMEOUT_MS,
      storage: options.persistStorage,
      whitelist: [authSlice.reducerPath],
    },
    rootReducer as Reducer<RootState>,
  );
  // persistReducer only adds its own `_persist` bookkeeping key; every slice is unchanged.
  return persisted as unknown as typeof rootReducer;
}

export function createAppStore(preloadedState?: Partial<RootState>, options: CreateAppStoreOptions = {}) {
  return configureStore({
    reducer: buildReducer(options),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.serverRequest },
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
