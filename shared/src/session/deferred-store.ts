import { authReducer, type AuthState } from '../auth/auth-slice';
import { writePersistedAuth, type PersistStorage } from '../store/persist-session';

/** What react-redux and the app's code use of a store. */
export interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
  subscribe(listener: () => void): () => void;
}

/** Builds the real store (RTK, RTK Query) from the session the light store held. */
export type CreateFullStore = (
  handedOver: { auth: AuthState },
  options: { persistStorage?: PersistStorage },
) => StoreLike;

let createFullStore: CreateFullStore | undefined;
const waitingForFactory = new Set<(create: CreateFullStore) => void>();

/**
 * Called by `@freelane/shared` (the store stack) as it is evaluated: from then on a light store
 * hands over to a real one. Evaluation comes before any module that imports the stack runs, so
 * no RTK Query hook ever meets the light store.
 */
export function provideFullStore(create: CreateFullStore): void {
  createFullStore = create;
  const waiting = [...waitingForFactory];
  waitingForFactory.clear();
  for (const handOver of waiting) handOver(create);
}

export interface DeferredStore extends StoreLike {
  /** The real store once handed over, else undefined. */
  full(): StoreLike | undefined;
  /** Resolves with the real store when the store stack has loaded (at once if it has). */
  whenFull(): Promise<StoreLike>;
}

export interface DeferredStoreOptions {
  auth: AuthState;
  /** Where the session is saved when it changes before the hand-over (the real store saves it after). */
  persistStorage?: PersistStorage;
  /** Loads the store stack: asked for when something other than a session change is dispatched early. */
  loadFullStore?: () => Promise<unknown>;
}

/**
 * The page's store as react-redux sees it: one object for the page's whole life, so the Provider
 * above every page never changes. Until `@freelane/shared` loads it is a light store holding only
 * the session (`{ auth }`, changed by the auth actions), enough for a visitor's first screen (the
 * header, the footer, the guards, a page that reads no API); when the stack loads (a page that
 * needs it, or idle time after the first screen) it creates the real store from that session and
 * from then on every call goes to it. Subscribers stay subscribed across the hand-over and are
 * told once; what the light store could not handle waits for the real one.
 */
export function createDeferredStore({ auth, persistStorage, loadFullStore }: DeferredStoreOptions): DeferredStore {
  let light = { auth };
  let real: StoreLike | undefined;
  const listeners = new Set<() => void>();
  const waitingActions: unknown[] = [];
  const waitingForReal = new Set<(store: StoreLike) => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const handOver = (create: CreateFullStore) => {
    if (real) return;
    real = create({ auth: light.auth }, { persistStorage });
    real.subscribe(notify);
    for (const action of waitingActions.splice(0)) real.dispatch(action);
    for (const resolve of [...waitingForReal]) resolve(real);
    waitingForReal.clear();
    notify();
  };
  if (createFullStore) handOver(createFullStore);
  else waitingForFactory.add(handOver);

  return {
    getState: () => (real ? real.getState() : light),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch(action) {
      if (real) return real.dispatch(action);
      const isPlainAction =
        typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string';
      if (isPlainAction && (action as { type: string }).type.startsWith('auth/')) {
        const next = authReducer(light.auth, action as { type: string });
        if (next !== light.auth) {
          light = { auth: next };
          if (persistStorage) writePersistedAuth(persistStorage, next);
          notify();
        }
        return action;
      }
      waitingActions.push(action);
      void loadFullStore?.().catch(() => undefined);
      return action;
    },
    full: () => real,
    whenFull: () =>
      real
        ? Promise.resolve(real)
        : new Promise<StoreLike>((resolve) => {
            waitingForReal.add(resolve);
          }),
  };
}
