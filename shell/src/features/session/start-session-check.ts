import { refreshCurrentUser, type StoreLike } from '@freelane/shared';

/**
 * Once per page load, before the first render: ask the server who the session cookie belongs to.
 * A stored user is refreshed or cleared silently; a visitor with a valid cookie is signed in.
 * Called after the persisted state is restored, so the answer is never overwritten by storage.
 */
export function startSessionCheck(store: StoreLike) {
  return store.dispatch(refreshCurrentUser()) as Promise<unknown>;
}
