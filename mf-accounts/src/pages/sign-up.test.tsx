import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import SignUp, { SIGN_UP_SUCCESS } from './sign-up';
import Login from './login';
import { mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { servePublicConfig } from '../testing/auth-handlers';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

async function fillForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Email'), 'nia@freelane.test');
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9');
  await user.type(screen.getByLabelText('Username'), 'nia');
  await user.type(screen.getByLabelText('Full name'), 'Nia Designer');
}

describe('Sign up page', () => {
  it('shows the shared validation messages and sends nothing when the form is invalid', async () => {
    servePublicConfig();
    let calls = 0;
    server.use(
      mockEndpoint(userEndpoints.register, () => {
        calls += 1;
        return HttpResponse.json({ success: false });
      }),
    );
    const { user } = renderPage(<SignUp />, { route: '/SignUp' });

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(
      await screen.findByText('Username may use letters, digits, dot, dash and underscore only.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("sends the form with the default freelancer role, shows 'Please Wait', then the success toast and /login", async () => {
    servePublicConfig();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(userEndpoints.register, async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ success: true, message: 'Registered.' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<SignUp />, { route: '/SignUp' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('button', { name: /Please Wait/ })).toBeInTheDocument();
    expect(await screen.findByText(SIGN_UP_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(bodies).toEqual([
      {
        email: 'nia@freelane.test',
        password: 'Correct-Horse-9',
        username: 'nia',
        fullName: 'Nia Designer',
        role: 'freelancer',
      },
    ]);
  });

  it("shows the server's message when the account cannot be created", async () => {
    servePublicConfig();
    server.use(
      mockEndpoint(userEndpoints.register, () =>
        HttpResponse.json({ success: false, message: 'That e-mail is already registered.' }, { status: 409 }),
      ),
    );
    const { user } = renderPage(<SignUp />, { route: '/SignUp' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('That e-mail is already registered.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/SignUp');
  });

  it('shows a refused password under the password field, not in a toast (issue 36)', async () => {
    servePublicConfig();
    const weak = 'This password is too common. Please choose a less guessable one.';
    server.use(
      mockEndpoint(userEndpoints.register, () =>
        HttpResponse.json(
          { success: false, message: weak, code: 'WEAK_PASSWORD', fields: { password: weak } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage(<SignUp />, { route: '/SignUp' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    // Under the field (its form item), and nowhere else: no toast repeats it.
    await waitFor(() => expect(password.closest('.fl-field')).toHaveTextContent(weak));
    expect(screen.getAllByText(weak)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/SignUp');
  });

  it('carries the e-mail to the login form, where only the password is left (issue 36)', async () => {
    servePublicConfig();
    server.use(
      mockEndpoint(userEndpoints.register, () =>
        HttpResponse.json({ success: true, message: 'Registered.' }, { status: 201 }),
      ),
    );
    const { user } = renderPage(
      <Routes>
        <Route path="/SignUp" element={<SignUp />} />
        <Route path="/login" element={<Login />} />
      </Routes>,
      { route: '/SignUp' },
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nia@freelane.test');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('links to login and password recovery, and offers Google sign-up as a full page load', async () => {
    servePublicConfig();
    renderPage(<SignUp />, { route: '/SignUp' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'forget password?' })).toHaveAttribute('href', '/forget-password');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Sign up with Google/ })).toHaveAttribute('href', '/api/v1/auth/google'),
    );
  });

  it('says Google sign-in is off when the server has none configured', async () => {
    servePublicConfig(false);
    renderPage(<SignUp />, { route: '/SignUp' });
    expect(await screen.findByRole('button', { name: /Google sign-in is off/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Sign up with Google/ })).not.toBeInTheDocument();
  });
});
