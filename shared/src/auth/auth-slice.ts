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

/**
 * An action creator shaped like Redux Toolkit's (`.type`, `.match`). The auth slice is written
 * without RTK because it is part of the light session entry (`@freelane/shared/session`): a
 * visitor's first screen reads and changes the session before the store stack has loaded
 * (docs/decisions.md, "Issue 39: a visitor's first screen without the store stack").
 */
function authAction<Args extends unknown[], P>(name: string, payloadOf: (...args: Args) => P) {
  const type = `auth/${name}`;
  const create = (...args: Args) => ({ type, payload: payloadOf(...args) });
  return Object.assign(create, {
    type,
    match: (action: { type?: unknown }): action is { type: string; payload: P } => action.type === type,
  });
}

export const setUser = authAction('setUser', (user: CurrentUser) => user);
/** A sign-in just succeeded (password, passkey, second step): who, and whether it was their first. */
export const signedIn = authAction('signedIn', (result: { user: CurrentUser; firstSignIn: boolean }) => result);
export const clearUser = authAction('clearUser', () => undefined);

/** Who is signed in. Server data about them lives in RTK Query; this is only the session's user. */
export function authReducer(state: AuthState = initialState, action: { type: string; payload?: unknown }): AuthState {
  if (setUser.match(action)) return { ...state, user: action.payload, firstSignIn: false };
  if (signedIn.match(action)) return { ...state, user: action.payload.user, firstSignIn: action.payload.firstSignIn };
  if (clearUser.match(action)) return { ...state, user: null, firstSignIn: false };
  return state;
}

interface WithAuth {
  auth: AuthState;
}

export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsSignedIn = (state: WithAuth) => state.auth.user !== null;
export const selectFirstSignIn = (state: WithAuth) => state.auth.firstSignIn === true;
