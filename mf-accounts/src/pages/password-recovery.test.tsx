import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { FORGET_PASSWORD_MESSAGE } from '@freelane/shared/contracts';
import ForgetPassword from './forget-password';
import RecoverPassword from './recover-password';
import { mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

const TOKEN = 'a'.repeat(43);

describe('Forgot password page', () => {
  it("sends the e-mail and shows the server's neutral answer", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(userEndpoints.forgetPassword, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: FORGET_PASSWORD_MESSAGE });
      }),
    );
    const { user } = renderPage(<ForgetPassword />, { route: '/forget-password' });
    expect(screen.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');

    await user.type(screen.getByLabelText('Email'), ' Nia@Freelane.test ');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(FORGET_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'nia@freelane.test' }]);
  });

  it("shows the server's message when it refuses (rate limit)", async () => {
    server.use(
      mockEndpoint(userEndpoints.forgetPassword, () =>
        HttpResponse.json({ success: false, message: 'Too many requests. Try again later.' }, { status: 429 }),
      ),
    );
    const { user } = renderPage(<ForgetPassword />, { route: '/forget-password' });
    await user.type(screen.getByLabelText('Email'), 'nia@freelane.test');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });
});

describe('Reset password page', () => {
  const renderReset = () =>
    renderPage(<RecoverPassword />, { route: `/recover-password/${TOKEN}`, path: '/recover-password/:id' });

  it('sends the token from the link as the Bearer credential, then goes to /login', async () => {
    const seen: Array<{ authorization: string | null; body: unknown }> = [];
    server.use(
      mockEndpoint(userEndpoints.recoverPassword, async ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ success: true, message: 'Password changed. Please log in.' });
      }),
    );
    const { user } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed. Please log in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(seen).toEqual([{ authorization: `Bearer ${TOKEN}`, body: { password: 'Brand-New-Pass-7' } }]);
  });

  it('checks the password rule and the confirmation before sending', async () => {
    const { user } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
  });

  it.each([
    [
      HttpResponse.json(
        { success: false, message: 'This reset link has expired. Ask for a new one.' },
        { status: 400 },
      ),
      'This reset link has expired. Ask for a new one.',
    ],
    [new HttpResponse('Bad gateway', { status: 502 }), 'Something went wrong. Please try again.'],
  ])('shows the server message, else the fallback (%#)', async (response, text) => {
    server.use(mockEndpoint(userEndpoints.recoverPassword, () => response.clone()));
    const { user } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/recover-password/${TOKEN}`);
  });
});
