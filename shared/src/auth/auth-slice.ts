import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../contracts/user';

export interface AuthState {
  user: CurrentUser | null;
}

const initialState: AuthState = { user: null };

/** Who is signed in. Server data about them lives in RTK Query; this is only the session's user. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    clearUser(state) {
      state.user = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
  },
});

export const { setUser, clearUser } = authSlice.actions;
export const { selectCurrentUser, selectIsSignedIn } = authSlice.selectors;
