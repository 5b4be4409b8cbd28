import { useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { SocketContext } from './socket-context';

/** The shell's socket (null while signed out or before it connects the first time). */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/**
 * Subscribe to one socket event for as long as the component is mounted. The latest handler
 * is always called, so callers need not memoize it.
 */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (payload: T) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
