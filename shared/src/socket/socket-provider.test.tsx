import { act, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Socket } from 'socket.io-client';
import { baseApi } from '../api/base-api';
import { clearUser } from '../auth/auth-slice';
import type { Notification } from '../contracts/notification';
import { useGetUnreadNotificationsQuery } from '../features/notifications/api/get-unread-notifications';
import { buildCurrentUser } from '../testing/build-current-user';
import { renderWithProviders } from '../testing/render-with-providers';
import { SocketProvider } from './socket-provider';

const server = setupServer(
  http.get('/api/v1/notification/getUnreadNotifications', () =>
    HttpResponse.json({ success: true, notifications: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Stands in for the server end: emits what the real server would push. */
class FakeSocket extends EventEmitter {
  disconnected = false;
  disconnect() {
    this.disconnected = true;
    return this;
  }
}

function UnreadCount() {
  const { data } = useGetUnreadNotificationsQuery();
  return <output aria-label="Unread">{data ? data.length : '…'}</output>;
}

const jobProbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestJob: build.query<{ loads: number }, void>({ query: () => ({ url: '/test/job' }), providesTags: [{ type: 'Job', id: 'x' }] }),
  }),
});

function JobProbe() {
  const { data } = jobProbeApi.useGetTestJobQuery();
  return <output aria-label="Job loads">{data ? data.loads : '…'}</output>;
}

const notification: Notification = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  userId: '00000000-0000-4000-8000-0000000000bb',
  message: 'Your proposal was accepted',
  category: 'Proposals',
  type: 'proposal',
  isRead: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  sendersDetail: null,
};

describe('socket provider', () => {
  it('connects while signed in, feeds presence and the unread badge, and closes on sign-out', async () => {
    const sockets: FakeSocket[] = [];
    const connect = () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as Socket;
    };
    const { store } = renderWithProviders(
      <SocketProvider connect={connect}>
        <UnreadCount />
      </SocketProvider>,
      { preloadedState: { auth: { user: buildCurrentUser() } } },
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('0'));

    act(() => {
      sockets[0].emit('getOnlineUsers', ['u1', 'u2']);
      sockets[0].emit('notification', notification);
    });
    expect(store.getState().presence.onlineUserIds).toEqual(['u1', 'u2']);
    // RTK batches cache-patch notifications to the next frame.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread' })).toHaveTextContent('1'));

    act(() => {
      store.dispatch(clearUser());
    });
    expect(sockets[0].disconnected).toBe(true);
    expect(store.getState().presence.onlineUserIds).toEqual([]);
  });

  it('refetches open job screens when a job notification arrives, and not for a message', async () => {
    let jobLoads = 0;
    server.use(
      http.get('/api/v1/test/job', () => {
        jobLoads += 1;
        return HttpResponse.json({ loads: jobLoads });
      }),
    );
    const socket = new FakeSocket();
    renderWithProviders(
      <SocketProvider connect={() => socket as unknown as Socket}>
        <JobProbe />
      </SocketProvider>,
      { preloadedState: { auth: { user: buildCurrentUser() } } },
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'Job loads' })).toHaveTextContent('1'));

    act(() => {
      socket.emit('notification', { ...notification, _id: '00000000-0000-4000-8000-0000000000a1', category: 'Message' });
    });
    act(() => {
      socket.emit('notification', { ...notification, _id: '00000000-0000-4000-8000-0000000000a2', category: 'Job' });
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Job loads' })).toHaveTextContent('2'));
    expect(jobLoads).toBe(2);
  });

  it('does not connect for a visitor', () => {
    const connect = jest.fn();
    renderWithProviders(<SocketProvider connect={connect}>{null}</SocketProvider>);
    expect(connect).not.toHaveBeenCalled();
  });
});
