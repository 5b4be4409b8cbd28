import { buildCurrentUser, mockEndpoint, renderWithProviders } from '@freelane/shared/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server, setupMswServer } from '../../../testing/server';
import { AppFooter } from './app-footer';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

setupMswServer();

// The form loads the API's e-mail rule on its first submit (it is not on the first screen's path);
// compiling the schema library here keeps that out of the time each test waits for its toast.
beforeAll(() => import('@freelane/shared/contracts/user'));

describe('footer', () => {
  it('shows the headline, the offers, legal links, copyright 2024 and Join Us opening the community in a new tab', async () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('heading', { name: 'Join Our Community Today' })).toBeInTheDocument();
    expect(screen.getByText(/AI-powered job creation/)).toHaveTextContent(/hiring assistants/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-condition');
    expect(screen.getByText(/© 2024 Freelane/)).toBeInTheDocument();
    const join = await screen.findByRole('link', { name: 'Join Us' });
    expect(join).toHaveAttribute('href', 'https://community.example.test/freelane');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('signs up for the newsletter and toasts the server message', async () => {
    let sent: unknown;
    server.use(
      mockEndpoint(userEndpoints.subscribeNewsletter, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Thanks! You are on the list.' });
      }),
    );
    const { user } = renderWithProviders(<AppFooter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' Ava@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks! You are on the list.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ava@example.test' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('toasts the server message when the sign-up is refused', async () => {
    server.use(
      mockEndpoint(userEndpoints.subscribeNewsletter, () =>
        HttpResponse.json({ success: false, message: 'This e-mail is already subscribed.' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<AppFooter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ava@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This e-mail is already subscribed.')).toBeInTheDocument();
  });

  it('does not call the server for an invalid address', async () => {
    const { user } = renderWithProviders(<AppFooter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });
});

describe('footer on the Messages screen', () => {
  const quickLinks = () => screen.getByRole('navigation', { name: 'Quick links' });

  it('is one compact row with the client quick links and the legal links, without the newsletter', () => {
    renderWithProviders(<AppFooter />, {
      route: '/message?userId=00000000-0000-4000-8000-000000000001',
      preloadedState: { auth: { user: buildCurrentUser({ role: 'client' }) } },
    });
    expect(
      within(quickLinks())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Post A Job', '/post-jobs'],
      ['Find Talent', '/find-talent'],
      ['My Jobs', '/myJobs'],
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-condition');
    expect(screen.queryByRole('heading', { name: 'Join Our Community Today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('gives a freelancer their own quick links', () => {
    renderWithProviders(<AppFooter />, {
      route: '/message',
      preloadedState: { auth: { user: buildCurrentUser({ role: 'freelancer' }) } },
    });
    expect(
      within(quickLinks())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Find Jobs', '/find-jobs'],
      ['My Projects', '/my-project'],
      ['Proposals', '/proposals'],
    ]);
    expect(screen.queryByRole('link', { name: 'Post A Job' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('keeps the full footer on every other page, the notification centre included', async () => {
    renderWithProviders(<AppFooter />, {
      route: '/notification',
      preloadedState: { auth: { user: buildCurrentUser({ role: 'client' }) } },
    });
    expect(screen.getByRole('heading', { name: 'Join Our Community Today' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Join Us' })).toBeInTheDocument();
  });
});
