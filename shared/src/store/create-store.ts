import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';

/**
 * The root reducer: auth and the API cache up front, area slices injected lazily by the
 * remote that owns them (`rootReducer.inject(slice)`), so the shell never has to know them.
 */
export const rootReducer = combineSlices(authSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

// Remotes extend this interface by declaration merging when they inject a slice.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
