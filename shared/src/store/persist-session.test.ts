import { clearUser, signedIn } from '../auth/auth-slice';
import { buildCurrentUser } from '../testing/build-current-user';
import { createAppStore } from './create-store';
import { PERSIST_STORAGE_KEY, readPersistedAuth, type PersistStorage } from './persist-session';

function memoryStorage(initial: Record<string, string> = {}): PersistStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('the persisted session', () => {
  const user = buildCurrentUser();

  it('restores a session saved by the previous code (redux-persist layout) when the store is created', () => {
    // Exactly what redux-persist 6 wrote for `persist:freelane` with the auth slice whitelisted.
    const saved = JSON.stringify({
      auth: JSON.stringify({ user, firstSignIn: false }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    });
    const store = createAppStore(undefined, { persistStorage: memoryStorage({ [PERSIST_STORAGE_KEY]: saved }) });
    expect(store.getState().auth.user).toEqual(user);
  });

  it('saves the session when it changes, and the next store (a reload) starts with it', () => {
    const storage = memoryStorage();
    const store = createAppStore(undefined, { persistStorage: storage });
    expect(storage.data[PERSIST_STORAGE_KEY]).toBeUndefined();
    store.dispatch(signedIn({ user, firstSignIn: true }));
    expect(createAppStore(undefined, { persistStorage: storage }).getState().auth).toEqual({ user, firstSignIn: true });
    store.dispatch(clearUser());
    expect(createAppStore(undefined, { persistStorage: storage }).getState().auth.user).toBeNull();
  });

  it('starts signed out from a malformed record or a storage that throws, and keeps working', () => {
    expect(readPersistedAuth(memoryStorage({ [PERSIST_STORAGE_KEY]: '{not json' }))).toBeUndefined();
    expect(readPersistedAuth(memoryStorage({ [PERSIST_STORAGE_KEY]: JSON.stringify({ auth: '{"x":1}' }) }))).toBeUndefined();
    const broken: PersistStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createAppStore(undefined, { persistStorage: broken });
    expect(store.getState().auth.user).toBeNull();
    store.dispatch(signedIn({ user, firstSignIn: false }));
    expect(store.getState().auth.user).toEqual(user);
  });

  it('forgets on reload without a storage (tests, the server)', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ user, firstSignIn: false }));
    expect(createAppStore().getState().auth.user).toBeNull();
  });
});
