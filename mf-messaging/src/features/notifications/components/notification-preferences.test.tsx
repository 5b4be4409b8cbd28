import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  type UpdateNotificationPreferencesBody,
} from '@freelane/shared/contracts';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import NotificationPage from '../../../pages/notification';
import { serveNotifications } from '../testing/serve-notifications';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });

/** Stores preferences like the API: a PUT changes the categories it names and answers all of them. */
function servePreferences() {
  let preferences: NotificationPreference[] = DEFAULT_NOTIFICATION_PREFERENCES.map((item) => ({ ...item }));
  const sent: UpdateNotificationPreferencesBody[] = [];
  server.use(
    mockEndpoint(notificationEndpoints.getNotificationPreferences, () =>
      HttpResponse.json({ success: true, preferences }),
    ),
    mockEndpoint(notificationEndpoints.updateNotificationPreferences, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      preferences = preferences.map((item) => {
        const change = body.preferences.find((sentChange) => sentChange.category === item.category);
        return change ? { ...item, ...change, push: change.push ?? item.push } : item;
      });
      return HttpResponse.json({ success: true, message: 'Notification settings saved.', preferences });
    }),
  );
  return sent;
}

async function openSettings(route = '/notification') {
  serveNotifications([]);
  const rendered = renderPage(<NotificationPage />, { route, signedInAs: ava });
  if (route === '/notification')
    await rendered.user.click(await screen.findByRole('button', { name: 'Notification settings' }));
  const drawer = await screen.findByRole('dialog', { name: 'Notification settings' });
  return { ...rendered, drawer };
}

describe('Notification settings', () => {
  it('shows an in-app and an e-mail switch per category, and explains the batched message e-mail', async () => {
    servePreferences();
    const { drawer } = await openSettings();
    expect(await within(drawer).findByRole('switch', { name: 'Messages in the app' })).toBeChecked();
    expect(within(drawer).getByRole('switch', { name: 'Messages by e-mail' })).toBeChecked();
    expect(within(drawer).getByRole('switch', { name: 'Proposals by e-mail' })).not.toBeChecked();
    for (const name of ['Proposals', 'Jobs', 'Payments', 'System']) {
      expect(within(drawer).getByRole('switch', { name: `${name} in the app` })).toBeInTheDocument();
    }
    // Web Push (issue 37): a switch per category; this browser (jsdom) has no service worker, so off and disabled.
    const messagesPush = within(drawer).getByRole('switch', { name: 'Messages push to this device' });
    expect(messagesPush).toBeDisabled();
    expect(messagesPush).not.toBeChecked();
    expect(
      within(drawer).getByText(/still unread 10 minutes after they arrive, one e-mail lists every conversation/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/notification?settings=1');
  });

  it('saves a switch as soon as it moves, sending only that category', async () => {
    const sent = servePreferences();
    const { drawer, user } = await openSettings('/notification?settings=1');
    const messageMail = await within(drawer).findByRole('switch', { name: 'Messages by e-mail' });

    await user.click(messageMail);

    expect(messageMail).not.toBeChecked();
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ preferences: [{ category: 'Message', inApp: true, email: false, push: true }] }]);
    await user.click(within(drawer).getByRole('switch', { name: 'Payments by e-mail' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ preferences: [{ category: 'Payments', inApp: true, email: true, push: false }] });
    expect(messageMail).not.toBeChecked();
  });

  it("moves the switch back and shows the server's message when saving is refused", async () => {
    servePreferences();
    server.use(
      mockEndpoint(notificationEndpoints.updateNotificationPreferences, () =>
        HttpResponse.json({ success: false, message: 'Settings are read-only during maintenance.' }, { status: 503 }),
      ),
    );
    const { drawer, user } = await openSettings('/notification?settings=1');
    const jobsInApp = await within(drawer).findByRole('switch', { name: 'Jobs in the app' });
    await user.click(jobsInApp);
    expect(await screen.findByText('Settings are read-only during maintenance.')).toBeInTheDocument();
    await waitFor(() => expect(jobsInApp).toBeChecked());
  });

  it('closes back to the list, leaving the URL without the settings', async () => {
    servePreferences();
    const { user } = await openSettings('/notification?settings=1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/notification$/));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });
});
