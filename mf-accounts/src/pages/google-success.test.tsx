import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import GoogleSuccess from './google-success';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

describe('Google sign-in landing', () => {
  it.each([
    ['freelancer', '/freelancersHome'],
    ['client', '/myJobs'],
    ['admin', '/'],
    [null, '/select-role'],
  ] as const)('asks the server who signed in and sends a %s to %s', async (role, target) => {
    const account = buildCurrentUser({ role });
    server.use(mockEndpoint(userEndpoints.getProfile, () => HttpResponse.json({ success: true, user: account })));
    // Personal data in the URL is ignored: only the server's answer counts.
    const { store } = renderPage(<GoogleSuccess />, {
      route: `/google-success?user=${encodeURIComponent(JSON.stringify({ role: 'admin' }))}`,
    });

    expect(screen.getByText('Logging you in...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${target}$`)));
    expect(store.getState().auth.user).toEqual(account);
  });

  it('sends the visitor to /login?google=failed when there is no session', async () => {
    server.use(
      mockEndpoint(userEndpoints.getProfile, () =>
        HttpResponse.json({ success: false, message: 'Please log in.' }, { status: 401 }),
      ),
    );
    const { store } = renderPage(<GoogleSuccess />, { route: '/google-success' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?google=failed$/));
    expect(store.getState().auth.user).toBeNull();
  });
});
