import { clearUser, setUser, type StoreLike } from '@freelane/shared/session';
import type { CurrentUser } from '@freelane/shared/contracts';

export { readServerSession, SESSION_ELEMENT_ID } from './session-element';

/** The server's answer replaces what storage remembered: no request needed before the first render. */
export function applyServerSession(store: StoreLike, session: { user: CurrentUser | null }) {
  store.dispatch(session.user ? setUser(session.user) : clearUser());
}
