import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { selectCurrentUser, selectIsSignedIn } from '../auth/auth-slice';
import {
  SOCKET_EVENTS,
  type MessagesReadEvent,
  type NewMessageEvent,
  type NotificationEvent,
  type OnlineUsersEvent,
  type PresenceEvent,
} from '../contracts/realtime';
import { baseApi } from '../api/base-api';
import { refreshCurrentUser } from '../features/current-user/api/get-profile';
import { countIncomingMessage, UNREAD_MESSAGES_TAG } from '../features/messages/api/get-unread-messages';
import { addUnreadNotification } from '../features/notifications/api/get-unread-notifications';
import { clearPresence, setOnlineUsers, setUserPresence } from '../presence/presence-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SocketContext } from './socket-context';

export interface SocketProviderProps {
  children: ReactNode;
  /** Opens the connection; replaceable in tests. Same origin, the session cookie authenticates it. */
  connect?: () => Socket | Promise<Socket>;
}

export const SOCKET_PATH = '/socket.io';
/** The least wait before reopening a socket the server closed (up to twice that, so tabs spread out). */
export const RECONNECT_AFTER_SERVER_CLOSE_MS = 500;
/** The least wait before trying again when the server could not check the session for now (up to twice that). */
export const RECONNECT_WHEN_UNAVAILABLE_MS = 2000;

const JOB_CATEGORIES_REFRESHED = new Set<NotificationEvent['category']>(['Job', 'Proposals', 'Payments']);
const PROGRAMME_DECISIONS = new Set(['hiringAssistantApplicationDecided', 'mentorApplicationDecided']);

/** socket.io-client is fetched only once someone signs in: visitors never need it. */
async function connectSameOrigin(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({ path: SOCKET_PATH, withCredentials: true });
}

/**
 * Opens the socket only while someone is signed in and closes it on sign-out. Presence, pushed
 * notifications and the unread-messages total go straight into the store, so every page (shell or
 * remote) sees them; after any (re)connection the counters are refetched, since events sent while
 * the socket was down are not replayed.
 */
export function SocketProvider({ children, connect = connectSameOrigin }: SocketProviderProps) {
  const socket = useSocketConnection(connect);
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/**
 * The connection without the context: the shell provides the context itself (`SocketSlot`), so a
 * visitor's first screen has it without the store stack this needs, and mounts this beside the
 * page once someone is signed in.
 */
export function SocketConnection({
  onSocket,
  connect = connectSameOrigin,
}: {
  onSocket: (socket: Socket | null) => void;
  connect?: SocketProviderProps['connect'];
}) {
  const socket = useSocketConnection(connect);
  useEffect(() => {
    onSocket(socket);
  }, [socket, onSocket]);
  useEffect(() => () => onSocket(null), [onSocket]);
  return null;
}

function useSocketConnection(connect: () => Socket | Promise<Socket>): Socket | null {
  const signedIn = useAppSelector(selectIsSignedIn);
  const userId = useAppSelector(selectCurrentUser)?._id;
  // Read by the listeners; a ref so a refreshed profile does not reopen the socket.
  const userIdRef = useRef(userId);
  const dispatch = useAppDispatch();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);

  useEffect(() => {
    if (!signedIn) return undefined;
    let open: Socket | null = null;
    let cancelled = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    // The highest seq counted per conversation: a message delivered twice (another tab's echo,
    // a replay after reconnecting) raises the badge once.
    const countedSeq = new Map<string, number>();
    const attach = (next: Socket) => {
      if (cancelled) {
        next.disconnect();
        return;
      }
      open = next;
      next.on('disconnect', (reason: string) => {
        // socket.io never reconnects a socket the server closed. The server does so when this
        // session ended (then the handshake is refused and it stays closed) and when its process
        // stops or the session was renewed (then the retry, spread out, lands on a live server
        // with the current cookie, and 'connect' refetches what was missed).
        if (reason !== 'io server disconnect' || cancelled) return;
        reconnectTimer = setTimeout(
          () => {
            if (!cancelled) next.connect();
          },
          RECONNECT_AFTER_SERVER_CLOSE_MS + Math.random() * RECONNECT_AFTER_SERVER_CLOSE_MS,
        );
      });
      next.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        // Refused because the server could not check the session just then (its database away for
        // a moment), not because the session ended: socket.io does not retry a refusal, so this
        // does, spread out; a refused session ("Unauthorized") stays closed.
        if (error.data?.code !== 'SERVICE_UNAVAILABLE' || cancelled) return;
        clearTimeout(reconnectTimer);
        reconnectTimer = setTimeout(
          () => {
            if (!cancelled) next.connect();
          },
          RECONNECT_WHEN_UNAVAILABLE_MS + Math.random() * RECONNECT_WHEN_UNAVAILABLE_MS,
        );
      });
      next.on('connect', () => {
        // Whatever happened while offline (or before this first connection) is fetched again.
        dispatch(baseApi.util.invalidateTags([UNREAD_MESSAGES_TAG, 'notifications']));
      });
      next.on(SOCKET_EVENTS.onlineUsers, (ids: OnlineUsersEvent) => dispatch(setOnlineUsers(ids)));
      next.on(SOCKET_EVENTS.presence, (event: PresenceEvent) => dispatch(setUserPresence(event)));
      next.on(SOCKET_EVENTS.notification, (notification: NotificationEvent) => {
        dispatch(addUnreadNotification(notification));
        // The other party changed a job, a proposal or a brief: whatever job screen is open refetches, so
        // it is live without a reload (the notification does not say which job, so every entry is stale).
        if (JOB_CATEGORIES_REFRESHED.has(notification.category)) {
          dispatch(baseApi.util.invalidateTags(['job', 'applications', 'briefs']));
        }
        // An admin decided the user's programme application: their status changed (the header's
        // Hiring Assistant link and the programme pages follow it without a reload).
        if (PROGRAMME_DECISIONS.has(notification.type)) {
          void dispatch(refreshCurrentUser());
          dispatch(baseApi.util.invalidateTags(['mentorship', 'hiring-assistants']));
        }
      });
      next.on(SOCKET_EVENTS.notificationsChanged, () => {
        // Marked read or deleted in another tab: the bell and any open notification list refetch.
        dispatch(baseApi.util.invalidateTags(['notifications']));
      });
      next.on(SOCKET_EVENTS.newMessage, ({ message, senderId }: NewMessageEvent) => {
        if (senderId === userIdRef.current) return;
        if (message.seq <= (countedSeq.get(message.conversationId) ?? 0)) return;
        countedSeq.set(message.conversationId, message.seq);
        dispatch(countIncomingMessage());
      });
      next.on(SOCKET_EVENTS.messagesRead, (event: MessagesReadEvent) => {
        // Only the user's own reading changes their total (another tab, or the chat page here).
        if (event.readerId === userIdRef.current) dispatch(baseApi.util.invalidateTags([UNREAD_MESSAGES_TAG]));
      });
      next.on(SOCKET_EVENTS.conversationDeleted, () => {
        dispatch(baseApi.util.invalidateTags([UNREAD_MESSAGES_TAG]));
      });
      setSocket(next);
    };
    Promise.resolve(connect()).then(attach, (error: unknown) => console.error('[freelane] socket unavailable', error));
    return () => {
      cancelled = true;
      clearTimeout(reconnectTimer);
      open?.removeAllListeners();
      open?.disconnect();
      setSocket(null);
      dispatch(clearPresence());
    };
  }, [signedIn, connect, dispatch]);

  return socket;
}
