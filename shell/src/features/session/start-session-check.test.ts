import { createAppStore, selectSessionCheckPending } from '@freelane/shared';
import { buildCurrentUser, mockEndpoint } from '@freelane/shared/testing';
import { HttpResponse } from 'msw';
import { server, setupMswServer } from '../../testing/server';
import { startSessionCheck } from './start-session-check';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

setupMswServer();

describe('session check on load', () => {
  it('clears a persisted user silently when the profile call answers 401', async () => {
    server.use(
      mockEndpoint(userEndpoints.getProfile, () =>
        HttpResponse.json({ success: false, message: 'Please sign in.' }, { status: 401 }),
      ),
    );
    const store = createAppStore({ auth: { user: buildCurrentUser({ fullName: 'Stale Session' }) } });
    await startSessionCheck(store);
    expect(store.getState().auth.user).toBeNull();
  });

  it('refreshes a persisted user from the profile', async () => {
    const stored = buildCurrentUser({ fullName: 'Old Name' });
    server.use(
      mockEndpoint(userEndpoints.getProfile, () =>
        HttpResponse.json({ success: true, user: { ...stored, fullName: 'New Name' } }),
      ),
    );
    const store = createAppStore({ auth: { user: stored } });
    await startSessionCheck(store);
    expect(store.getState().auth.user?.fullName).toBe('New Name');
  });

  it('signs in a visitor whose browser already holds a valid session cookie', async () => {
    const user = buildCurrentUser({ fullName: 'Cookie Holder' });
    server.use(mockEndpoint(userEndpoints.getProfile, () => HttpResponse.json({ success: true, user })));
    const store = createAppStore();
    const check = startSessionCheck(store);
    expect(selectSessionCheckPending(store.getState())).toBe(true);
    await check;
    expect(selectSessionCheckPending(store.getState())).toBe(false);
    expect(store.getState().auth.user?.fullName).toBe('Cookie Holder');
  });
});
