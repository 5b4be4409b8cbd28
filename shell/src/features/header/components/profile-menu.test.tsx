import { buildCurrentUser, mockEndpoint, renderWithProviders } from '@freelane/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LocationProbe } from '../../../testing/location-probe';
import { server, setupMswServer } from '../../../testing/server';
import { AppHeader, loadSignedInHeader } from './app-header';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

setupMswServer();
// The member header is its own file, loaded before the first render for someone signed in (bootstrap.tsx).
beforeAll(() => loadSignedInHeader());

function renderSignedIn() {
  return renderWithProviders(
    <>
      <AppHeader />
      <LocationProbe />
    </>,
    { route: '/client-dashboard', preloadedState: { auth: { user: buildCurrentUser({ role: 'client' }) } } },
  );
}

async function clickLogout(user: ReturnType<typeof renderSignedIn>['user']) {
  await user.hover(screen.getByRole('button', { name: /account menu/i }));
  await user.click(await screen.findByText('Logout'));
}

describe('logout', () => {
  it('signs out on the server, clears the user, toasts the message and goes home', async () => {
    server.use(
      mockEndpoint(userEndpoints.logout, () =>
        HttpResponse.json({ success: true, message: 'Logged out successfully.' }),
      ),
    );
    const { user, store } = renderSignedIn();
    await clickLogout(user);
    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    // React Router 7 commits navigations in a transition, which a busy machine may render later.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the user and toasts the server message when logout fails', async () => {
    server.use(
      mockEndpoint(userEndpoints.logout, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid or missing CSRF token. Reload the page and try again.' },
          { status: 403 },
        ),
      ),
    );
    const { user, store } = renderSignedIn();
    await clickLogout(user);
    expect(
      await screen.findByText('Invalid or missing CSRF token. Reload the page and try again.'),
    ).toBeInTheDocument();
    expect(store.getState().auth.user).not.toBeNull();
  });
});
