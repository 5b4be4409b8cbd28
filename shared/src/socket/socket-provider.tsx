import { useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { selectIsSignedIn } from '../auth/auth-slice';
import { SOCKET_EVENTS, type NotificationEvent, type OnlineUsersEvent } from '../contracts/notification';
import { baseApi } from '../api/base-api';
import { addUnreadNotification } from '../features/notifications/api/get-unread-notifications';
import { clearPresence, setOnlineUsers } from '../presence/presence-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { SocketContext } from './socket-context';

export interface SocketProviderProps {
  children: ReactNode;
  /** Opens the connection; replaceable in tests. Same origin, the session cookie authenticates it. */
  connect?: () => Socket | Promise<Socket>;
}

export const SOCKET_PATH = '/socket.io';

const JOB_CATEGORIES_REFRESHED = new Set<NotificationEvent['category']>(['Job', 'Proposals', 'Payments']);

/** socket.io-client is fetched only once someone signs in: visitors never need it. */
async function connectSameOrigin(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({ path: SOCKET_PATH, withCredentials: true });
}

/**
 * Opens the socket only while someone is signed in and closes it on sign-out. Presence and
 * pushed notifications go straight into the store, so every page (shell or remote) sees them.
 */
export function SocketProvider({ children, connect = connectSameOrigin }: SocketProviderProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    let open: Socket | null = null;
    let cancelled = false;
    const attach = (next: Socket) => {
      if (cancelled) {
        next.disconnect();
        return;
      }
      open = next;
      next.on(SOCKET_EVENTS.onlineUsers, (ids: OnlineUsersEvent) => dispatch(setOnlineUsers(ids)));
      next.on(SOCKET_EVENTS.notification, (notification: NotificationEvent) => {
        dispatch(addUnreadNotification(notification));
        // The other party changed a job or a proposal: whatever job screen is open refetches, so it is
        // live without a reload (the notification does not say which job, so every job entry is stale).
        if (JOB_CATEGORIES_REFRESHED.has(notification.category)) dispatch(baseApi.util.invalidateTags(['Job', 'Application']));
      });
      setSocket(next);
    };
    Promise.resolve(connect()).then(attach, (error: unknown) => console.error('[freelane] socket unavailable', error));
    return () => {
      cancelled = true;
      open?.removeAllListeners();
      open?.disconnect();
      setSocket(null);
      dispatch(clearPresence());
    };
  }, [signedIn, connect, dispatch]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
