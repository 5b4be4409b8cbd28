import { buildCurrentUser, mockEndpoint, renderWithProviders } from '@freelane/shared/testing';
import { createAppStore, useIsFirstSignIn } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { RemoteLoaderContext } from '../lib/remote-loader-context';
import { pageLoader } from '../testing/fake-remote-loader';
import { startSessionCheck } from '../features/session/start-session-check';
import { LocationProbe } from '../testing/location-probe';
import { server, setupMswServer } from '../testing/server';
import { AppRoutes } from './app-routes';
import { ROUTE_TABLE } from '@freelane/shared/pages';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

function renderAt(route: string, user: CurrentUser | null = null) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={pageLoader()}>
      <AppRoutes />
      <LocationProbe />
    </RemoteLoaderContext.Provider>,
    { route, preloadedState: { auth: { user } } },
  );
}

setupMswServer();

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('route table', () => {
  it('covers every path of the spec, each once, and the job page (issue 36)', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(47);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/blogInside/:id', '/recover-password/:id', '/adminPanel', '/dispute', '/jobs/:id']),
    );
  });
});

describe('routing and guards', () => {
  it('renders a public page from its remote module for a visitor', async () => {
    renderAt('/blogInside/42');
    expect(await screen.findByRole('heading', { name: 'Page mf_public/BlogDetail' })).toBeInTheDocument();
  });

  it('sends a visitor on a signed-in page to /login with the page as next', async () => {
    renderAt('/client-dashboard?tab=jobs');
    expect(await screen.findByRole('heading', { name: 'Page mf_accounts/Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/login?next=${encodeURIComponent('/client-dashboard?tab=jobs')}`);
  });

  it('sends a signed-in client away from a guest page to their landing', async () => {
    renderAt('/login', buildCurrentUser({ role: 'client' }));
    expect(await screen.findByRole('heading', { name: 'Page mf_jobs/ClientDashboard' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/client-dashboard');
  });

  it('lands a first sign-in greeted as one when the guard redirects before the login page does (issue 36)', async () => {
    function FirstSignInProbe() {
      return <p>{useIsFirstSignIn() ? 'first sign-in' : 'returning'}</p>;
    }
    renderWithProviders(
      <RemoteLoaderContext.Provider value={pageLoader()}>
        <AppRoutes />
        <LocationProbe />
        <FirstSignInProbe />
      </RemoteLoaderContext.Provider>,
      { route: '/login', preloadedState: { auth: { user: buildCurrentUser({ role: 'client' }), firstSignIn: true } } },
    );
    expect(await screen.findByRole('heading', { name: 'Page mf_jobs/ClientDashboard' })).toBeInTheDocument();
    expect(screen.getByText('first sign-in')).toBeInTheDocument();
  });

  it('sends a signed-in user on /login to a safe ?next= page', async () => {
    renderAt(`/login?next=${encodeURIComponent('/find-talent?search=react')}`, buildCurrentUser({ role: 'client' }));
    expect(await screen.findByRole('heading', { name: 'Page mf_accounts/FindTalent' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/find-talent?search=react');
  });

  it('ignores an off-site ?next= and uses the landing page', async () => {
    renderAt(`/login?next=${encodeURIComponent('//evil.example/')}`, buildCurrentUser({ role: 'client' }));
    expect(await screen.findByRole('heading', { name: 'Page mf_jobs/ClientDashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user without a role to role selection from a guest page', async () => {
    renderAt('/SignUp', buildCurrentUser({ role: null }));
    expect(await screen.findByRole('heading', { name: 'Page mf_accounts/SelectRole' })).toBeInTheDocument();
  });

  it('tells a freelancer on a client page they have no access, with a link to their landing', async () => {
    renderAt('/post-jobs', buildCurrentUser({ role: 'freelancer' }));
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/freelancersHome');
    expect(screen.queryByRole('heading', { name: 'Page mf_jobs/PostJob' })).not.toBeInTheDocument();
  });

  it('opens the hiring-assistant dashboard only for an accepted hiring assistant', async () => {
    renderAt('/hiringAssistantDashboard', buildCurrentUser({ role: 'freelancer', hiringAssistantStatus: 'Pending' }));
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
  });

  it('lets an admin open the admin panel and nobody else', async () => {
    renderAt('/adminPanel', buildCurrentUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Page mf_jobs/AdminPanel' })).toBeInTheDocument();
  });

  it('opens the dispute page for a client, a freelancer and an admin alike, with its job in the query', async () => {
    for (const role of ['client', 'freelancer', 'admin'] as const) {
      const { unmount } = renderAt('/dispute?jobId=42', buildCurrentUser({ role }));
      expect(await screen.findByRole('heading', { name: 'Page mf_jobs/Dispute' })).toBeInTheDocument();
      expect(location()).toHaveTextContent('/dispute?jobId=42');
      unmount();
    }
  });

  it('waits for the session check before sending a cookie-only visitor to /login', async () => {
    const client = buildCurrentUser({ role: 'client' });
    server.use(mockEndpoint(userEndpoints.getProfile, () => HttpResponse.json({ success: true, user: client })));
    const store = createAppStore();
    void startSessionCheck(store);
    renderWithProviders(
      <RemoteLoaderContext.Provider value={pageLoader()}>
        <AppRoutes />
        <LocationProbe />
      </RemoteLoaderContext.Provider>,
      { route: '/post-jobs', store },
    );
    expect(await screen.findByRole('heading', { name: 'Page mf_jobs/PostJob' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/post-jobs');
  });

  it('lets a stale stored user open a guest page once the session check says they are signed out', async () => {
    server.use(
      mockEndpoint(userEndpoints.getProfile, () =>
        HttpResponse.json({ success: false, message: 'Please sign in.' }, { status: 401 }),
      ),
    );
    const store = createAppStore({ auth: { user: buildCurrentUser({ role: 'client' }) } });
    void startSessionCheck(store);
    renderWithProviders(
      <RemoteLoaderContext.Provider value={pageLoader()}>
        <AppRoutes />
        <LocationProbe />
      </RemoteLoaderContext.Provider>,
      { route: '/recover-password/token-from-mail', store },
    );
    expect(await screen.findByRole('heading', { name: 'Page mf_accounts/RecoverPassword' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/recover-password/token-from-mail');
  });

  it('shows a real not-found page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
