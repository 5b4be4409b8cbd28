import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../contracts/user';

export interface AuthState {
  user: CurrentUser | null;
  /**
   * The sign-in that set `user` was the account's first (issue 36). The login page lands with this
   * in the history state, but the route guard of /login sees the user first and redirects on its
   * own: it reads this to land with the same state, so the landing page still greets a first visit.
   */
  firstSignIn?: boolean;
}

const initialState: AuthState = { user: null, firstSignIn: false };

/** Who is signed in. Server data about them lives in RTK Query; this is only the session's user. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
      state.firstSignIn = false;
    },
    /** A sign-in just succeeded (password, passkey, second step): who, and whether it was their first. */
    signedIn(state, action: PayloadAction<{ user: CurrentUser; firstSignIn: boolean }>) {
      state.user = action.payload.user;
      state.firstSignIn = action.payload.firstSignIn;
    },
    clearUser(state) {
      state.user = null;
      state.firstSignIn = false;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectFirstSignIn: (state) => state.firstSignIn === true,
  },
});

export const { setUser, signedIn, clearUser } = authSlice.actions;
export const { selectCurrentUser, selectIsSignedIn, selectFirstSignIn } = authSlice.selectors;
