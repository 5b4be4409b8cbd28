import { act, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Socket } from 'socket.io-client';
import { baseApi } from '../api/base-api';
import { clearUser } from '../auth/auth-slice';
import { useAppSelector } from '../store/hooks';
import type { ChatMessage } from '../contracts/messages';
import type { Notification } from '../contracts/notification';
import type { NewMessageEvent } from '../contracts/realtime';
import { useGetUnreadMessagesQuery } from '../features/messages/api/get-unread-messages';
import { useGetUnreadNotificationsQuery } from '../features/notifications/api/get-unread-notifications';
import { buildCurrentUser } from '../testing/build-current-user';
import { messageEndpoints } from '../contracts/endpoints/message';
import { notificationEndpoints } from '../contracts/endpoints/notification';
import { mockEndpoint } from '../testing/mock-endpoint';
import { renderWithProviders } from '../testing/render-with-providers';
import { SocketProvider } from './socket-provider';
import { userEndpoints } from '../contracts/endpoints/user';

/** What the server answers, changed by the tests; every answer is counted. */
let unreadNotifications: Notification[] = [];
let unreadMessagesTotal = 0;
const loads = { notifications: 0, messages: 0 };
let profileLoads = 0;

const server = setupServer(
  mockEndpoint(notificationEndpoints.getUnreadNotifications, () => {
    loads.notifications += 1;
    return HttpResponse.json({ success: true, notifications: unreadNotifications });
  }),
  mockEndpoint(userEndpoints.getProfile, () => {
    profileLoads += 1;
    return HttpResponse.json({ success: true, user: { ...me, hiringAssistantStatus: 'Accepted' } });
  }),
  mockEndpoint(messageEndpoints.getUnreadMessages, () => {
    loads.messages += 1;
    return HttpResponse.json({
      success: true,
      total: unreadMessagesTotal,
      conversations: unreadMessagesTotal > 0 ? 1 : 0,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  unreadNotifications = [];
  unreadMessagesTotal = 0;
  loads.notifications = 0;
  loads.messages = 0;
  profileLoads = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Stands in for the server end: emits what the real server would push. */
class FakeSocket extends EventEmitter {
  disconnected = false;
  reconnects = 0;
  disconnect() {
    this.disconnected = true;
    return this;
  }
  connect() {
    this.reconnects += 1;
    return this;
  }
}

function UnreadCount() {
  const { data } = useGetUnreadNotificationsQuery();
  return (
    <>
      <output aria-label="Unread">{data ? data.length : '…'}</output>
      <ul aria-label="Bell list">
        {(data ?? []).map((item) => (
          <li key={item._id}>{item.message}</li>
        ))}
      </ul>
    </>
  );
}

function UnreadMessages() {
  const { data } = useGetUnreadMessagesQuery();
  return <output aria-label="Unread messages">{data ? data.total : '…'}</output>;
}

const jobProbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestJob: build.query<{ loads: number }, void>({
      query: () => ({ url: '/test/job' }),
      providesTags: [{ type: 'job', id: 'x' }],
    }),
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
  link: null,
};

const me = buildCurrentUser({ role: 'freelancer' });
const otherId = '00000000-0000-4000-8000-0000000000cc';
const conversationA = '00000000-0000-4000-8000-00000000c0a1';
const conversationB = '00000000-0000-4000-8000-00000000c0b2';

function newMessage(conversationId: string, seq: number, senderId = otherId): NewMessageEvent {
  const message: ChatMessage = {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(8, '0')}${conversationId.slice(-4)}`,
    conversationId,
    seq,
    sendersId: senderId,
    receiversId: senderId === me._id ? otherId : me._id,
    message: `Message ${seq}`,
    clientMessageId: null,
    attachments: [],
    projectBrief: [],
    isDeleted: false,
    aboutJob: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  return { message, senderId };
}

/** Signed in as `me`, with the probes mounted and the fake socket handed to the provider. */
function renderSignedIn(children = <UnreadCount />) {
  const socket = new FakeSocket();
  const result = renderWithProviders(
    <SocketProvider connect={() => socket as unknown as Socket}>{children}</SocketProvider>,
    {
      preloadedState: { auth: { user: me } },
    },
  );
  return { ...result, socket };
}

const unreadBadge = () => screen.getByRole('status', { name: 'Unread' });
const unreadMessagesBadge = () => screen.getByRole('status', { name: 'Unread messages' });

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
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('0'));

    act(() => {
      sockets[0].emit('getOnlineUsers', ['u1', 'u2']);
      sockets[0].emit('notification', notification);
    });
    expect(store.getState().presence.onlineUserIds).toEqual(['u1', 'u2']);
    // RTK batches cache-patch notifications to the next frame.
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('1'));

    act(() => {
      store.dispatch(clearUser());
    });
    expect(sockets[0].disconnected).toBe(true);
    expect(store.getState().presence.onlineUserIds).toEqual([]);
  });

  it('reopens a socket the server closed (a restart or a renewed session), but not one closed by the client', async () => {
    jest.useFakeTimers();
    try {
      const sockets: FakeSocket[] = [];
      const connect = () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as Socket;
      };
      renderWithProviders(<SocketProvider connect={connect}>{null}</SocketProvider>, {
        preloadedState: { auth: { user: buildCurrentUser() } },
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(sockets).toHaveLength(1);
      act(() => {
        sockets[0].emit('disconnect', 'transport close'); // socket.io retries these itself
        jest.advanceTimersByTime(5000);
      });
      expect(sockets[0].reconnects).toBe(0);
      act(() => {
        sockets[0].emit('disconnect', 'io server disconnect');
        jest.advanceTimersByTime(499);
      });
      // Not before the least wait (500 ms), and once within twice that.
      expect(sockets[0].reconnects).toBe(0);
      act(() => {
        jest.advanceTimersByTime(501);
      });
      expect(sockets[0].reconnects).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries again when the server could not check the session for now, but not when it refused it', async () => {
    jest.useFakeTimers();
    try {
      const sockets: FakeSocket[] = [];
      const connect = () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as Socket;
      };
      renderWithProviders(<SocketProvider connect={connect}>{null}</SocketProvider>, {
        preloadedState: { auth: { user: buildCurrentUser() } },
      });
      await act(async () => {
        await Promise.resolve();
      });
      act(() => {
        sockets[0].emit('connect_error', new Error('Unauthorized: please log in.'));
        jest.advanceTimersByTime(10_000);
      });
      expect(sockets[0].reconnects).toBe(0);
      act(() => {
        sockets[0].emit(
          'connect_error',
          Object.assign(new Error('The service is briefly unavailable.'), { data: { code: 'SERVICE_UNAVAILABLE' } }),
        );
        jest.advanceTimersByTime(1999);
      });
      expect(sockets[0].reconnects).toBe(0);
      act(() => {
        jest.advanceTimersByTime(2001);
      });
      expect(sockets[0].reconnects).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refreshes the current user when an admin decides their programme application', async () => {
    // Nothing subscribes to the profile query (the shell checks the session once, unsubscribed).
    function CurrentStatus() {
      return <output aria-label="Status">{useAppSelector((state) => state.auth.user?.hiringAssistantStatus)}</output>;
    }
    const { socket } = renderSignedIn(<CurrentStatus />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('Inactive'));
    act(() => {
      socket.emit('notification', {
        ...notification,
        _id: 'n-decided',
        category: 'System',
        type: 'hiringAssistantApplicationDecided',
      });
    });
    await waitFor(() => expect(profileLoads).toBe(1));
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('Accepted');
  });

  it('applies presence changes one contact at a time', async () => {
    const { socket, store } = renderSignedIn(<></>);
    await waitFor(() => expect(socket.listenerCount('presence')).toBe(1));
    act(() => {
      socket.emit('getOnlineUsers', ['u1']);
      socket.emit('presence', { userId: 'u2', online: true });
      socket.emit('presence', { userId: 'u2', online: true });
      socket.emit('presence', { userId: 'u1', online: false });
    });
    expect(store.getState().presence.onlineUserIds).toEqual(['u2']);
  });

  it('replaces a chat notification updated in place instead of counting it twice, and drops one pushed as read', async () => {
    const other = {
      ...notification,
      _id: '00000000-0000-4000-8000-0000000000a9',
      message: 'Your work was accepted',
      category: 'Job' as const,
    };
    unreadNotifications = [other];
    const { socket } = renderSignedIn();
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('1'));

    const chat = { ...notification, category: 'Message' as const, message: 'Ben Builder sent you a message' };
    act(() => {
      socket.emit('notification', chat);
    });
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('2'));

    act(() => {
      socket.emit('notification', {
        ...chat,
        message: 'Ben Builder sent you 2 messages',
        createdAt: '2026-01-01T00:05:00.000Z',
      });
    });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Ben Builder sent you 2 messages',
        'Your work was accepted',
      ]),
    );
    expect(unreadBadge()).toHaveTextContent('2');

    act(() => {
      socket.emit('notification', { ...chat, isRead: true });
    });
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('1'));
    expect(screen.getByRole('listitem')).toHaveTextContent('Your work was accepted');
  });

  it('refetches open job screens when a job notification arrives, and not for a message', async () => {
    let jobLoads = 0;
    server.use(
      http.get('/api/v1/test/job', () => {
        jobLoads += 1;
        return HttpResponse.json({ loads: jobLoads });
      }),
    );
    const { socket } = renderSignedIn(<JobProbe />);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Job loads' })).toHaveTextContent('1'));

    act(() => {
      socket.emit('notification', {
        ...notification,
        _id: '00000000-0000-4000-8000-0000000000a1',
        category: 'Message',
      });
    });
    act(() => {
      socket.emit('notification', { ...notification, _id: '00000000-0000-4000-8000-0000000000a2', category: 'Job' });
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Job loads' })).toHaveTextContent('2'));
    expect(jobLoads).toBe(2);
  });

  it('raises the unread-messages badge once per new message from someone else', async () => {
    unreadMessagesTotal = 2;
    const { socket } = renderSignedIn(<UnreadMessages />);
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('2'));

    act(() => {
      socket.emit('newMessage', newMessage(conversationA, 7));
      // The same message again (another tab's echo, a replay after reconnecting) and an older one.
      socket.emit('newMessage', newMessage(conversationA, 7));
      socket.emit('newMessage', newMessage(conversationA, 6));
      // My own message, sent from another tab, is never unread for me.
      socket.emit('newMessage', newMessage(conversationA, 8, me._id));
    });
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('3'));

    act(() => {
      // Seq is per conversation: seq 1 of another conversation is new.
      socket.emit('newMessage', newMessage(conversationB, 1));
      socket.emit('newMessage', newMessage(conversationA, 9));
    });
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('5'));
    expect(loads.messages).toBe(1);
  });

  it('refetches the unread-messages total when I read messages or delete a conversation, not on a read receipt', async () => {
    unreadMessagesTotal = 4;
    const { socket } = renderSignedIn(<UnreadMessages />);
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('4'));

    unreadMessagesTotal = 1;
    act(() => {
      socket.emit('messagesRead', { conversationId: conversationA, readerId: me._id, upToSeq: 9 });
    });
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('1'));
    expect(loads.messages).toBe(2);

    // The other party read my messages: my own total is untouched, nothing is fetched.
    act(() => {
      socket.emit('messagesRead', { conversationId: conversationA, readerId: otherId, upToSeq: 9 });
    });
    unreadMessagesTotal = 0;
    act(() => {
      socket.emit('conversationDeleted', { userId: otherId });
    });
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('0'));
    expect(loads.messages).toBe(3);
  });

  it('refetches the bell when notifications change in another tab', async () => {
    unreadNotifications = [notification];
    const { socket } = renderSignedIn();
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('1'));

    unreadNotifications = [];
    act(() => {
      socket.emit('notificationsChanged', {});
    });
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('0'));
    expect(loads.notifications).toBe(2);
  });

  it('refetches both counters after every (re)connection, so nothing sent while offline is missed', async () => {
    const { socket } = renderSignedIn(
      <>
        <UnreadCount />
        <UnreadMessages />
      </>,
    );
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('0'));
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('0'));

    // Offline for a while: a message and a notification arrived, and no event reached this tab.
    unreadMessagesTotal = 3;
    unreadNotifications = [notification];
    act(() => {
      socket.emit('connect');
    });
    await waitFor(() => expect(unreadMessagesBadge()).toHaveTextContent('3'));
    await waitFor(() => expect(unreadBadge()).toHaveTextContent('1'));
    expect(loads).toEqual({ notifications: 2, messages: 2 });
  });

  it('does not connect for a visitor', () => {
    const connect = jest.fn();
    renderWithProviders(<SocketProvider connect={connect}>{null}</SocketProvider>);
    expect(connect).not.toHaveBeenCalled();
  });
});
