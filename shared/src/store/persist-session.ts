import type { AuthState } from '../auth/auth-slice';

/**
 * Who is signed in, kept in the browser's storage across reloads (spec §3, §9): only the auth
 * slice, under a project key, version 1.
 *
 * Read synchronously when the store is created (localStorage is synchronous), so the first render
 * already has the session: no restore gate, no render before it, and none of redux-persist's
 * code (≈ 5 kB gzip with the second copy of redux its `persistStore` brought) on every first page.
 * The stored record keeps redux-persist's layout (`persist:freelane`, each slice JSON-encoded
 * inside, a `_persist` entry), so a session saved before this change is still read after it.
 */
export const PERSIST_KEY = 'freelane';
export const PERSIST_VERSION = 1;
/** The localStorage key of the record. */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

/** What the store persists into: `window.localStorage` in the browser, a map in tests. */
export type PersistStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null || !('user' in value)) return false;
  const { user } = value as { user: unknown };
  return user === null || (typeof user === 'object' && user !== null);
}

/** The stored auth slice, or undefined when there is none, it is unreadable, or storage throws. */
export function readPersistedAuth(storage: PersistStorage): AuthState | undefined {
  try {
    const raw = storage.getItem(PERSIST_STORAGE_KEY);
    if (!raw) return undefined;
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null) return undefined;
    const { auth } = record as { auth?: unknown };
    if (typeof auth !== 'string') return undefined;
    const state: unknown = JSON.parse(auth);
    return isAuthState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the auth slice in the record's layout; a full or disabled storage only loses persistence. */
export function writePersistedAuth(storage: PersistStorage, auth: AuthState): void {
  try {
    storage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({
        auth: JSON.stringify(auth),
        _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
      }),
    );
  } catch {
    // Quota exceeded or storage disabled (private mode): the session still works until reload.
  }
}

/** Saves the auth slice whenever it changes (a new object: Redux state is immutable). */
export function persistAuthChanges(
  store: { getState(): { auth: AuthState }; subscribe(listener: () => void): () => void },
  storage: PersistStorage,
): () => void {
  let saved = store.getState().auth;
  return store.subscribe(() => {
    const { auth } = store.getState();
    if (auth === saved) return;
    saved = auth;
    writePersistedAuth(storage, auth);
  });
}
