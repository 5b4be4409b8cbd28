import { act, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { HttpResponse } from 'msw';
import type { Socket } from 'socket.io-client';
import { SocketProvider, useGetUnreadNotificationsQuery } from '@freelane/shared';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { buildNotification } from '../features/notifications/testing/build-notification';
import { serveNotifications } from '../features/notifications/testing/serve-notifications';
import NotificationPage from './notification';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Noon, `days` calendar days ago: "n days ago" counts calendar days, so this holds at any hour. */
const noonDaysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

/** The header bell's count, as the shell shows it from the same cache. */
function BellProbe() {
  const { data } = useGetUnreadNotificationsQuery();
  return <output aria-label="Bell">{data ? data.length : '…'}</output>;
}

function openCentre(route = '/notification') {
  return renderPage(
    <>
      <NotificationPage />
      <BellProbe />
    </>,
    { route, signedInAs: clara },
  );
}

const location = () => screen.getByTestId('location');
const bell = () => screen.getByRole('status', { name: 'Bell' });
/** An entry is named by its message; unread ones are read out as "Unread: <message>". */
const named = (message: string | RegExp) =>
  typeof message === 'string' ? new RegExp(`^(Unread: )?${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message;
const entry = (message: string | RegExp) => screen.getByRole('article', { name: named(message) });
const findEntry = (message: string | RegExp) => screen.findByRole('article', { name: named(message) });
const noEntry = (message: string) => screen.queryByRole('article', { name: named(message) });
const filterTab = (name: string) => screen.getByRole('tab', { name });

describe('Notification centre', () => {
  it('lists who sent each notification, what it says, its category and when, unread ones marked in words', async () => {
    const delivered = buildNotification({
      message: 'Ava Patel submitted work for "Logo design".',
      category: 'Job',
      createdAt: minutesAgo(5),
      sendersDetail: { fullName: 'Ava Patel', profile: { profilePhoto: '/files/ava.png' } },
      link: '/takeAction?jobId=2c3d4e5f-4b5d-4c6e-8f90-000000000001',
    });
    const released = buildNotification({
      message: '"Checkout page" is complete: the agreed amount is now due from you to Ava Patel directly.',
      category: 'Payments',
      isRead: true,
      createdAt: noonDaysAgo(3),
      sendersDetail: null,
    });
    const chat = buildNotification({
      message: 'Ben Okafor sent you a message',
      category: 'Message',
      isRead: true,
      createdAt: minutesAgo(60 * 24 * 20),
      sendersDetail: { fullName: 'Ben Okafor', profile: { profilePhoto: null } },
    });
    serveNotifications([delivered, released, chat]);
    openCentre();

    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    const first = await findEntry(/Ava Patel submitted work/);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('You have 1 unread notification.')).toBeInTheDocument();

    expect(within(first).getByText('Ava Patel')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo of Ava Patel' })).toBeInTheDocument();
    expect(within(first).getByText('Job')).toBeInTheDocument();
    expect(within(first).getByText('Unread:')).toBeInTheDocument();
    const when = within(first).getByText('5 minutes ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('title', expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
    expect(within(first).getByRole('link', { name: 'Ava Patel submitted work for "Logo design".' })).toHaveAttribute(
      'href',
      '/takeAction?jobId=2c3d4e5f-4b5d-4c6e-8f90-000000000001',
    );

    const system = entry(/agreed amount is now due/);
    expect(within(system).getByText('Freelane')).toBeInTheDocument();
    expect(within(system).getByText('Payments')).toBeInTheDocument();
    expect(within(system).getByText('3 days ago')).toBeInTheDocument();
    expect(within(system).queryByText('Unread:')).not.toBeInTheDocument();
    expect(within(system).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(system).queryByRole('link')).not.toBeInTheDocument();

    // No photo: the sender's initials stand in.
    expect(within(entry(/Ben Okafor sent you a message/)).getByText('BO')).toBeInTheDocument();
  });

  it('opens what an entry is about inside the app and marks it read on the way, keeping the bell right', async () => {
    const link = '/takeAction?jobId=2c3d4e5f-4b5d-4c6e-8f90-000000000002';
    const delivered = buildNotification({ message: 'Ava Patel submitted work.', link });
    const { calls } = serveNotifications([delivered]);
    const { user } = openCentre();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));

    await user.click(within(await findEntry('Ava Patel submitted work.')).getByRole('link'));

    expect(location()).toHaveTextContent(link);
    await waitFor(() => expect(bell()).toHaveTextContent('0'));
    expect(calls.filter((call) => call.path.startsWith('markSingleNotification'))).toEqual([
      expect.objectContaining({ path: `markSingleNotification/${delivered._id}` }),
    ]);
  });

  it('filters by Unread or a category, kept in the URL, with an empty state that says what the filter means', async () => {
    const job = buildNotification({ message: 'Work delivered', category: 'Job' });
    const proposal = buildNotification({ message: 'New proposal', category: 'Proposals', isRead: true });
    const { calls } = serveNotifications([job, proposal]);
    const { user } = openCentre();
    await findEntry('Work delivered');
    expect(filterTab('All')).toHaveAttribute('aria-selected', 'true');
    expect(
      ['All', 'Unread', 'Message', 'Proposals', 'Job', 'Payments', 'System'].map((name) => filterTab(name)),
    ).toHaveLength(7);

    await user.click(filterTab('Proposals'));
    await waitFor(() => expect(noEntry('Work delivered')).not.toBeInTheDocument());
    expect(entry('New proposal')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/notification?filter=Proposals');

    await user.click(filterTab('Unread'));
    expect(await findEntry('Work delivered')).toBeInTheDocument();
    expect(noEntry('New proposal')).not.toBeInTheDocument();

    await user.click(filterTab('Payments'));
    expect(await screen.findByRole('heading', { name: 'No Payments notifications' })).toBeInTheDocument();
    expect(screen.getByText('Payments released when work is accepted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(await findEntry('New proposal')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/notification$/);

    expect(calls.filter((call) => call.path === 'getNotifications').map((call) => call.params.filter)).toEqual([
      'all',
      'Proposals',
      'unread',
      'Payments',
      'all',
    ]);
  });

  it('says the user is all caught up when nothing is unread, with nothing left to mark', async () => {
    serveNotifications([buildNotification({ isRead: true })]);
    openCentre('/notification?filter=unread');
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages through the notifications with the page in the URL', async () => {
    const all = Array.from({ length: 25 }, (_, index) =>
      buildNotification({ message: `Update number ${index + 1}`, createdAt: minutesAgo(index + 1), isRead: true }),
    );
    const { calls } = serveNotifications(all);
    const { user } = openCentre();
    await findEntry('Update number 1');
    expect(screen.getAllByRole('article')).toHaveLength(20);

    // The pager's code loads when the list has a second page.
    await user.click(await screen.findByTitle('2'));
    expect(await findEntry('Update number 21')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(location()).toHaveTextContent('/notification?page=2');
    expect(calls.at(-1)?.params).toEqual({ filter: 'all', page: '2', limit: '20' });

    // A new filter starts again at page 1.
    await user.click(filterTab('Job'));
    await waitFor(() => expect(location()).toHaveTextContent('/notification?filter=Job'));
  });

  it('marks one and then all as read, at once, with the bell following', async () => {
    const [first, second, third] = [
      buildNotification({ message: 'First update' }),
      buildNotification({ message: 'Second update' }),
      buildNotification({ message: 'Third update' }),
    ];
    serveNotifications([first, second, third]);
    const { user } = openCentre();
    await waitFor(() => expect(bell()).toHaveTextContent('3'));
    expect(await screen.findByText('You have 3 unread notifications.')).toBeInTheDocument();

    await user.click(within(entry('Second update')).getByRole('button', { name: 'Mark as read' }));
    expect(within(entry('Second update')).queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByText('Unread:')).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveTextContent('0'));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes one, and deletes all only after a confirmation', async () => {
    const [keep, remove] = [buildNotification({ message: 'Keep me' }), buildNotification({ message: 'Remove me' })];
    const { calls, state } = serveNotifications([keep, remove]);
    const { user } = openCentre();

    await user.click(within(await findEntry('Remove me')).getByRole('button', { name: 'Delete' }));
    expect(noEntry('Remove me')).not.toBeInTheDocument();
    expect(await screen.findByText('Notification deleted.')).toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveTextContent('1'));

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entry('Keep me')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'deleteUsersAllNotifications')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(await screen.findByText('All notifications deleted.')).toBeInTheDocument();
    expect(state.notifications).toEqual([]);
    await waitFor(() => expect(bell()).toHaveTextContent('0'));
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it('goes back a page when the last entry of the last page is deleted', async () => {
    const all = Array.from({ length: 21 }, (_, index) =>
      buildNotification({ message: `Entry ${index + 1}`, createdAt: minutesAgo(index + 1) }),
    );
    serveNotifications(all);
    const { user } = openCentre('/notification?page=2');
    await user.click(within(await findEntry('Entry 21')).getByRole('button', { name: 'Delete' }));
    expect(await findEntry('Entry 1')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/notification$/));
  });

  it("shows the server's message when the list cannot be loaded, and Try again loads it", async () => {
    let failing = true;
    serveNotifications([buildNotification({ message: 'Back again' })]);
    // Added last, so asked first; once it stops failing it passes the request on.
    server.use(
      mockEndpoint(notificationEndpoints.getNotifications, () =>
        failing
          ? HttpResponse.json({ success: false, message: 'Notifications are resting.' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = openCentre();
    expect(await screen.findByText('Notifications are resting.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findEntry('Back again')).toBeInTheDocument();
  });

  it("puts an entry back and shows the server's message when marking it read is refused", async () => {
    serveNotifications([buildNotification({ message: 'Stubborn' })]);
    server.use(
      mockEndpoint(notificationEndpoints.markNotification, () =>
        HttpResponse.json({ success: false, message: 'Try again in a moment.' }, { status: 503 }),
      ),
    );
    const { user } = openCentre();
    await user.click(within(await findEntry('Stubborn')).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Try again in a moment.')).toBeInTheDocument();
    expect(within(entry('Stubborn')).getByText('Unread:')).toBeInTheDocument();
    expect(bell()).toHaveTextContent('1');
  });
});

/** Stands in for the server end of the socket: emits what the real server would push. */
class FakeSocket extends EventEmitter {
  disconnect() {
    return this;
  }
}

describe('Notification centre, live', () => {
  function openLive() {
    const socket = new FakeSocket();
    const result = renderPage(
      <SocketProvider connect={() => socket as unknown as Socket}>
        <NotificationPage />
        <BellProbe />
      </SocketProvider>,
      { route: '/notification', signedInAs: clara },
    );
    return { ...result, socket };
  }

  it('shows a pushed notification at the top, and replaces one updated in place instead of adding it twice', async () => {
    const older = buildNotification({ message: 'Older update', createdAt: minutesAgo(60) });
    const { state } = serveNotifications([older]);
    const { socket } = openLive();
    await findEntry('Older update');
    await waitFor(() => expect(socket.listenerCount('notification')).toBe(2));

    const chat = buildNotification({
      message: 'Ben Okafor sent you a message',
      category: 'Message',
      createdAt: minutesAgo(0),
      sendersDetail: { fullName: 'Ben Okafor', profile: { profilePhoto: null } },
    });
    state.notifications.unshift(chat);
    act(() => {
      socket.emit('notification', chat);
    });
    expect(await findEntry('Ben Okafor sent you a message')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))[0]).toBe(
      `notification-${chat._id}`,
    );
    await waitFor(() => expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument());

    // The server updates the unread chat notification in place: same id, new text.
    const updated = { ...chat, message: 'Ben Okafor sent you 2 messages' };
    state.notifications[0] = updated;
    act(() => {
      socket.emit('notification', updated);
    });
    expect(await findEntry('Ben Okafor sent you 2 messages')).toBeInTheDocument();
    expect(noEntry('Ben Okafor sent you a message')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument();
  });

  it('keeps a pushed notification when a list fetched before it existed answers after it arrived', async () => {
    const { state } = serveNotifications([buildNotification({ message: 'Older update', createdAt: minutesAgo(60) })]);
    const { socket } = openLive();
    await findEntry('Older update');
    await waitFor(() => expect(socket.listenerCount('notification')).toBe(2));

    // The next answer is the list as the server had it when asked, held until the push has arrived
    // (as after "Delete all": the centre asks again, the new notification comes in meanwhile).
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    server.use(
      // Only the first call is held; the ones after it fall through to serveNotifications' answer.
      mockEndpoint(notificationEndpoints.getNotifications, async () => {
        asked += 1;
        if (asked > 1) return undefined;
        const asOfTheRequest = structuredClone(state.notifications);
        await held;
        return HttpResponse.json({
          success: true,
          notifications: asOfTheRequest,
          pagination: { page: 1, limit: 20, total: asOfTheRequest.length, totalPages: 1 },
          unreadCount: asOfTheRequest.filter((item) => !item.isRead).length,
        });
      }),
    );
    act(() => {
      socket.emit('notificationsChanged', {});
    });
    await waitFor(() => expect(asked).toBe(1));

    const pushed = buildNotification({ message: 'A new proposal arrived', createdAt: minutesAgo(0) });
    state.notifications.unshift(pushed);
    act(() => {
      socket.emit('notification', pushed);
    });
    expect(await findEntry('A new proposal arrived')).toBeInTheDocument();
    answer();
    // The held answer lands without it; the centre asks once more and shows it again, for good.
    await waitFor(() => expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument());
    expect(await findEntry('A new proposal arrived')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('refetches when notifications were read or deleted in another tab', async () => {
    const { state } = serveNotifications([buildNotification({ message: 'Read elsewhere' })]);
    const { socket } = openLive();
    await findEntry('Read elsewhere');
    expect(screen.getByText('You have 1 unread notification.')).toBeInTheDocument();

    state.notifications[0].isRead = true;
    act(() => {
      socket.emit('notificationsChanged', {});
    });
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(within(entry('Read elsewhere')).queryByText('Unread:')).not.toBeInTheDocument();
  });
});
