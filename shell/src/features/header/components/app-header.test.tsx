import { buildCurrentUser, mockEndpoint, renderWithProviders } from '@freelane/shared/testing';
import type { CurrentUser } from '@freelane/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { LocationProbe } from '../../../testing/location-probe';
import { server, setupMswServer } from '../../../testing/server';
import { AppHeader, loadSignedInHeader } from './app-header';

setupMswServer();
// The member header is its own file, loaded before the first render for someone signed in (bootstrap.tsx).
beforeAll(() => loadSignedInHeader());

function renderHeader(user: CurrentUser | null) {
  return renderWithProviders(
    <>
      <AppHeader />
      <LocationProbe />
    </>,
    { preloadedState: { auth: { user } } },
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Submenus open on hover on wide screens; in jsdom the mobile (inline) menu shows the same items. */
async function openMobileMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Main (mobile)' });
}

describe('header for a visitor', () => {
  it('shows the public top bar: site links, Sign Up and Login', async () => {
    const { user } = renderHeader(null);
    const nav = mainNav();
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Offerings', '/offering'],
      ['Blog', '/blog'],
      ['Coming Soon', '/coming-soon'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: /notifications/i })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/SignUp'));
    await user.click(within(nav).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/login'));
  });

  it('toggles the mobile menu with a button', async () => {
    const { user } = renderHeader(null);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Main (mobile)' });
    expect(within(mobile).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main (mobile)' })).not.toBeInTheDocument();
  });
});

describe('header for a client', () => {
  it('shows the client menu, Post A Job, the bell with its unread count and the message icon', async () => {
    server.use(
      mockEndpoint(notificationEndpoints.getUnreadNotifications, () =>
        HttpResponse.json({
          success: true,
          notifications: ['a', 'b', 'c'].map((n, index) => ({
            _id: `00000000-0000-4000-8000-00000000000${index}`,
            userId: '00000000-0000-4000-8000-000000000009',
            message: `note ${n}`,
            category: 'Job' as const,
            type: 'job',
            isRead: false,
            createdAt: '2026-01-01T00:00:00.000Z',
            sendersDetail: null,
            link: null,
          })),
        }),
      ),
    );
    const { user } = renderHeader(buildCurrentUser({ role: 'client', fullName: 'Clara Client' }));
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/client-dashboard');
    expect(within(nav).getByRole('link', { name: 'Find Talent' })).toHaveAttribute('href', '/find-talent');
    expect(within(nav).getByRole('link', { name: 'My Jobs' })).toHaveAttribute('href', '/myJobs');
    expect(within(nav).getByRole('link', { name: 'Transaction' })).toHaveAttribute('href', '/transaction');
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(within(nav).queryByRole('link', { name: 'Find Jobs' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message');
    expect(await within(nav).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/notification',
    );
    expect(within(nav).getByRole('button', { name: /account menu for clara client/i })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Post A Job' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/post-jobs'),
    );
  });

  it('shows the unread messages total on the message icon, and a plain name when there are none', async () => {
    server.use(
      mockEndpoint(messageEndpoints.getUnreadMessages, () =>
        HttpResponse.json({ success: true, total: 4, conversations: 2 }),
      ),
    );
    renderHeader(buildCurrentUser({ role: 'client' }));
    const link = await within(mainNav()).findByRole('link', { name: 'Messages, 4 unread' });
    expect(link).toHaveAttribute('href', '/message');
    expect(within(link).getByText('4')).toBeInTheDocument();
  });

  it('names the message icon just "Messages" with nothing unread', async () => {
    let asked = false;
    server.use(
      mockEndpoint(messageEndpoints.getUnreadMessages, () => {
        asked = true;
        return HttpResponse.json({ success: true, total: 0, conversations: 0 });
      }),
    );
    renderHeader(buildCurrentUser({ role: 'freelancer' }));
    await waitFor(() => expect(asked).toBe(true));
    expect(within(mainNav()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message');
    expect(within(mainNav()).queryByRole('link', { name: /unread/ })).not.toBeInTheDocument();
  });

  it('lists the My Job filters and Talent Selection pages in its submenus', async () => {
    const { user } = renderHeader(buildCurrentUser({ role: 'client' }));
    const mobile = await openMobileMenu(user);
    await user.click(within(mobile).getByText('Talent Selection'));
    expect(await within(mobile).findByRole('link', { name: 'Hire Selection Assistant' })).toHaveAttribute(
      'href',
      '/hire-selectionAssistant',
    );
    expect(within(mobile).getByRole('link', { name: 'Screening Tools' })).toHaveAttribute('href', '/screening-tools');
    await user.click(within(mobile).getByRole('link', { name: 'My Jobs' }).closest('[role="menuitem"]') as HTMLElement);
    expect(await screen.findByRole('link', { name: 'In Progress' })).toHaveAttribute('href', '/myJobs?status=progress');
    expect(screen.getByRole('link', { name: 'Completed' })).toHaveAttribute('href', '/myJobs?status=completed');
    expect(screen.getByRole('link', { name: 'Pending Review' })).toHaveAttribute('href', '/myJobs?status=paused');
  });

  it('shows View Profile and Logout in the profile menu, with a placeholder when the name is missing', async () => {
    const { user } = renderHeader(buildCurrentUser({ role: 'client', fullName: '' }));
    const trigger = screen.getByRole('button', { name: /account menu for freelane member/i });
    await user.hover(trigger);
    const viewProfile = await screen.findByRole('menuitem', { name: 'View Profile' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await user.click(viewProfile);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/editProfile'),
    );
  });
});

describe('header for a freelancer', () => {
  it('shows the freelancer menu and no client items', () => {
    renderHeader(buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' }));
    const nav = mainNav();
    for (const [name, href] of [
      ['Dashboard', '/freelancersHome'],
      ['Find Jobs', '/find-jobs'],
      ['My Projects', '/my-project'],
      ['Proposals', '/proposals'],
      ['Earnings', '/earnings'],
      ['Community', '/community'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByText('Easy Money')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Transaction' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Post A Job' })).not.toBeInTheDocument();
  });

  it.each([
    ['Accepted', '/hiringAssistantDashboard'],
    ['Inactive', '/joinHiringAssistant'],
    ['Pending', '/applyHiringForm'],
  ] as const)('links Hiring Assistant for status %s to %s', async (status, href) => {
    const { user } = renderHeader(buildCurrentUser({ role: 'freelancer', hiringAssistantStatus: status }));
    const mobile = await openMobileMenu(user);
    await user.click(within(mobile).getByText('Easy Money'));
    expect(await screen.findByRole('link', { name: 'Mentorship' })).toHaveAttribute('href', '/mentorship');
    expect(screen.getByRole('link', { name: 'Hiring Assistant' })).toHaveAttribute('href', href);
  });

  it('shows no Hiring Assistant link for any other status', async () => {
    const odd = buildCurrentUser({ role: 'freelancer' });
    const { user } = renderHeader({
      ...odd,
      hiringAssistantStatus: 'Rejected' as CurrentUser['hiringAssistantStatus'],
    });
    const mobile = await openMobileMenu(user);
    await user.click(within(mobile).getByText('Easy Money'));
    expect(await screen.findByRole('link', { name: 'Mentorship' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hiring Assistant' })).not.toBeInTheDocument();
  });
});
