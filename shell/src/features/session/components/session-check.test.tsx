import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, setupMswServer } from '../../../testing/server';
import { SessionCheck } from './session-check';

setupMswServer();

describe('session re-check on load', () => {
  it('clears a persisted user silently when the profile call answers 401', async () => {
    server.use(
      http.get('/api/v1/user/profile', () =>
        HttpResponse.json({ success: false, message: 'Please sign in.' }, { status: 401 }),
      ),
    );
    const { store } = renderWithProviders(<SessionCheck />, {
      preloadedState: { auth: { user: buildCurrentUser({ fullName: 'Stale Session' }) } },
    });
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });

  it('refreshes a persisted user from the profile', async () => {
    const stored = buildCurrentUser({ fullName: 'Old Name' });
    server.use(
      http.get('/api/v1/user/profile', () =>
        HttpResponse.json({ success: true, user: { ...stored, fullName: 'New Name' } }),
      ),
    );
    const { store } = renderWithProviders(<SessionCheck />, { preloadedState: { auth: { user: stored } } });
    await waitFor(() => expect(store.getState().auth.user?.fullName).toBe('New Name'));
  });

  it('does not call the server for a visitor', async () => {
    const profile = jest.fn(() => HttpResponse.json({ success: false, message: 'no' }, { status: 401 }));
    server.use(http.get('/api/v1/user/profile', profile));
    renderWithProviders(<SessionCheck />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(profile).not.toHaveBeenCalled();
  });
});
