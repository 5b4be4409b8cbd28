import type { AppDispatch, RootState } from '@freelane/shared';

/** A function dispatched to the store: it reads and patches several caches in one go. */
export type ChatThunk<Result = void> = (dispatch: AppDispatch, getState: () => RootState) => Result;
