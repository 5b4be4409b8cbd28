import { useEffect, useState } from 'react';
import { useSocket, useSocketEvent } from '@freelane/shared';

/** A socket still connecting this long after the page opened counts as down. */
const CONNECT_GRACE_MS = 4000;

function useBrowserOnline(): boolean {
  // Rendered on the server (a signed-in person's /message is rendered per request) there is no
  // navigator: the page is drawn online, and the effect below corrects it in the browser.
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const handleOnline = () => setOnline(true);
    const handleOffline = () => setOnline(false);
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
    };
  }, []);
  return online;
}

/**
 * Whether live chat works right now: the browser is online and the socket connected. While the
 * socket is still making its first connection it is given a short grace, so the page does not flash
 * an offline banner on every load.
 */
export function useConnectionStatus(): { offline: boolean } {
  const socket = useSocket();
  const browserOnline = useBrowserOnline();
  const [socketDown, setSocketDown] = useState(false);

  useEffect(() => {
    if (!socket || socket.connected) {
      setSocketDown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setSocketDown(!socket.connected), CONNECT_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [socket]);
  useSocketEvent('connect', () => setSocketDown(false));
  useSocketEvent('disconnect', () => setSocketDown(true));
  useSocketEvent('connect_error', () => setSocketDown(true));

  return { offline: !browserOnline || socketDown };
}
