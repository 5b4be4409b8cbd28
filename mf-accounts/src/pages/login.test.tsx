import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { loginBody, type CurrentUser } from '@freelane/shared/contracts';
import Login from './login';
import { servePublicConfig } from '../testing/auth-handlers';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

function serveLogin(user: CurrentUser) {
  const bodies: unknown[] = [];
  server.use(
    mockEndpoint(userEndpoints.login, async ({ request }) => {
      bodies.push(await request.json());
      await delay(30);
      return HttpResponse.json({ success: true, message: `Welcome back ${user.fullName}`, user, firstSignIn: false });
    }),
  );
  return bodies;
}

async function logIn(route: string) {
  const page = renderPage(<Login />, { route });
  await page.user.type(screen.getByLabelText('Email'), 'Ava@Freelane.test');
  await page.user.type(screen.getByLabelText('Password'), 'Freelancer#2026');
  await page.user.click(screen.getByRole('button', { name: 'Login' }));
  return page;
}

const location = () => screen.getByTestId('location');

describe('Login page', () => {
  beforeEach(() => servePublicConfig());

  it.each([
    ['freelancer', '/freelancersHome'],
    ['client', '/client-dashboard'],
    ['admin', '/adminPanel'],
    [null, '/select-role'],
  ] as const)('lands a %s on %s, stores the user and shows the server message', async (role, landing) => {
    const account = buildCurrentUser({ role, fullName: 'Ava Patel' });
    const bodies = serveLogin(account);
    const { store } = await logIn('/login');

    expect(await screen.findByRole('button', { name: /Please Wait/ })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back Ava Patel')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${landing}$`)));
    expect(store.getState().auth.user).toEqual(account);
    expect(bodies).toEqual([{ email: 'ava@freelane.test', password: 'Freelancer#2026' }]);
  });

  it('goes to a same-site ?next= path instead of the landing', async () => {
    serveLogin(buildCurrentUser({ role: 'client' }));
    await logIn(`/login?next=${encodeURIComponent('/find-talent?search=web')}`);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/find-talent\?search=web$/));
  });

  it("says why a members' page sent the visitor here: Find Jobs in its own words, any other in general ones", async () => {
    renderPage(<Login />, { route: `/login?next=${encodeURIComponent('/find-jobs')}` });
    expect(await screen.findByText('Sign in to search jobs and send proposals')).toBeInTheDocument();
    expect(screen.getByText(/A job shared with you opens without signing in/)).toBeInTheDocument();
  });

  it("says in general words why another members' page asked to sign in, and nothing without ?next=", async () => {
    const { unmount } = renderPage(<Login />, { route: `/login?next=${encodeURIComponent('/earnings?page=2')}` });
    expect(await screen.findByText('Sign in to continue')).toBeInTheDocument();
    unmount();
    renderPage(<Login />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to continue')).not.toBeInTheDocument();
  });

  it('ignores a ?next= that would leave the site', async () => {
    serveLogin(buildCurrentUser({ role: 'client' }));
    await logIn(`/login?next=${encodeURIComponent('//evil.example/phish')}`);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/client-dashboard$/));
  });

  it("shows the server's message for refused logins and rate limits, staying on the page", async () => {
    server.use(
      mockEndpoint(userEndpoints.login, () =>
        HttpResponse.json(
          { success: false, message: 'Too many login attempts. Try again in a minute.' },
          { status: 429 },
        ),
      ),
    );
    const { store } = await logIn('/login');
    expect(await screen.findByText('Too many login attempts. Try again in a minute.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('validates the fields before calling the server', async () => {
    const bodies = serveLogin(buildCurrentUser());
    const { user } = renderPage(<Login />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('requires both fields, as the login contract its rules load on demand does', () => {
    // The page's rules say `required` without the schema at hand (zod loads at the first check).
    expect(loginBody.shape.email.safeParse('').success).toBe(false);
    expect(loginBody.shape.password.safeParse('').success).toBe(false);
  });

  it.each([
    ['verified=1', 'Your e-mail is verified'],
    ['verified=expired', 'This verification link has expired'],
    ['verified=invalid', 'This verification link is not valid'],
    ['google=failed', 'Google sign-in did not work'],
    ['google=disabled', 'Google sign-in is off'],
  ])('explains ?%s', async (query, title) => {
    renderPage(<Login />, { route: `/login?${query}` });
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('links to sign up and password recovery and offers Google login', async () => {
    renderPage(<Login />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/SignUp');
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute('href', '/forget-password');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Log in with Google/ })).toHaveAttribute('href', '/api/v1/auth/google'),
    );
  });
});
