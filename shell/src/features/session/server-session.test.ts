import { buildCurrentUser } from '@freelane/shared/testing';
import { createAppStore } from '@freelane/shared';
import { applyServerSession, readServerSession, SESSION_ELEMENT_ID } from './server-session';

function pageSays(json: string | null) {
  document.getElementById(SESSION_ELEMENT_ID)?.remove();
  if (json === null) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

describe('the session the server sent with the page', () => {
  it('signs in the person the server found, over what storage remembered', () => {
    const ava = buildCurrentUser({ fullName: 'Ava Patel' });
    pageSays(JSON.stringify({ user: ava }));
    const store = createAppStore({ auth: { user: buildCurrentUser({ fullName: 'Someone Stale' }) } });
    applyServerSession(store, readServerSession()!);
    expect(store.getState().auth.user?.fullName).toBe('Ava Patel');
  });

  it('signs out a browser whose stored user the server no longer knows', () => {
    pageSays(JSON.stringify({ user: null }));
    const store = createAppStore({ auth: { user: buildCurrentUser() } });
    applyServerSession(store, readServerSession()!);
    expect(store.getState().auth.user).toBeNull();
  });

  it('says nothing on a page without it, or with a broken one (the app then asks the API)', () => {
    pageSays(null);
    expect(readServerSession()).toBeUndefined();
    pageSays('{not json');
    expect(readServerSession()).toBeUndefined();
  });
});
