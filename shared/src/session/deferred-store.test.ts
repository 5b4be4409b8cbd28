import { buildCurrentUser } from '../testing/build-current-user';
import type * as DeferredStoreModule from './deferred-store';
import type * as CreateStoreModule from '../store/create-store';
import { clearUser, setUser } from '../auth/auth-slice';
import { setOnlineUsers } from '../presence/presence-slice';
import { PERSIST_STORAGE_KEY, readPersistedAuth } from '../store/persist-session';

/** Fresh modules per test: which store factory is provided is module state (set once per page). */
function freshModules() {
  let modules!: { deferred: typeof DeferredStoreModule; createStore: typeof CreateStoreModule };
  jest.isolateModules(() => {
    modules = {
      deferred: jest.requireActual<typeof DeferredStoreModule>('./deferred-store'),
      createStore: jest.requireActual<typeof CreateStoreModule>('../store/create-store'),
    };
  });
  return modules;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the light store a first screen runs on, and its hand-over', () => {
  it('holds and changes the session before the store stack loads, saving it and telling subscribers', () => {
    const { deferred } = freshModules();
    const storage = memoryStorage();
    const store = deferred.createDeferredStore({ auth: { user: null, firstSignIn: false }, persistStorage: storage });
    const listener = jest.fn();
    store.subscribe(listener);
    const user = buildCurrentUser({ fullName: 'Light Session' });

    store.dispatch(setUser(user));

    expect(store.getState()).toEqual({ auth: { user, firstSignIn: false } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readPersistedAuth(storage)?.user?.fullName).toBe('Light Session');
    expect(store.full()).toBeUndefined();
    store.dispatch(clearUser());
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toEqual({ auth: { user: null, firstSignIn: false } });
  });

  it('holds any other action for the real store and asks for the stack', () => {
    const { deferred, createStore } = freshModules();
    const loadFullStore = jest.fn(async () => undefined);
    const store = deferred.createDeferredStore({ auth: { user: null, firstSignIn: false }, loadFullStore });
    store.dispatch(setOnlineUsers(['u1']));
    expect(loadFullStore).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ auth: { user: null, firstSignIn: false } });

    deferred.provideFullStore(createStore.createAppStore);
    expect(store.full()).toBeDefined();
    expect((store.getState() as { presence: unknown }).presence).toEqual({ onlineUserIds: ['u1'] });
  });

  it('hands over to the real store when the stack loads: the session kept, subscribers told once, calls forwarded', async () => {
    const { deferred, createStore } = freshModules();
    const storage = memoryStorage();
    const user = buildCurrentUser({ fullName: 'Handed Over' });
    const store = deferred.createDeferredStore({ auth: { user, firstSignIn: true }, persistStorage: storage });
    const listener = jest.fn();
    store.subscribe(listener);
    const full = store.whenFull();

    deferred.provideFullStore(createStore.createAppStore);

    const real = await full;
    expect(store.full()).toBe(real);
    expect(listener).toHaveBeenCalledTimes(1);
    const state = store.getState() as ReturnType<typeof real.getState> & { auth: { user: { fullName: string } } };
    expect(state).toBe(real.getState());
    expect(state.auth).toEqual({ user, firstSignIn: true });
    expect(state).toHaveProperty('api'); // RTK Query's cache is there now

    listener.mockClear();
    store.dispatch(clearUser()); // through the real store, which saves it
    expect((real.getState() as { auth: { user: unknown } }).auth.user).toBeNull();
    expect(listener).toHaveBeenCalled(); // the subscription made on the light store still hears
    expect(JSON.parse(storage.getItem(PERSIST_STORAGE_KEY)!).auth).toContain('"user":null');
  });

  it('is the real store from the start when the stack is already loaded', () => {
    const { deferred, createStore } = freshModules();
    deferred.provideFullStore(createStore.createAppStore);
    const store = deferred.createDeferredStore({ auth: { user: null, firstSignIn: false } });
    expect(store.full()).toBeDefined();
    expect(store.getState()).toHaveProperty('api');
  });
});
