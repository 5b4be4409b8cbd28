import { selectIsSignedIn, SocketContext, useAppSelector } from '@freelane/shared/session';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { RemoteErrorBoundary } from '../../components/remote-error-boundary';

// The connection's code reads and writes the API cache (the store stack): loaded once someone is
// signed in, which a visitor's first screen never is.
const SocketConnection = lazy(async () => ({ default: (await import('@freelane/shared')).SocketConnection }));

/**
 * The live socket for every page (`useSocket`): the context is here, on every first screen; the
 * connection beside the page while someone is signed in (and closed when they sign out).
 */
export function SocketSlot({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <SocketContext.Provider value={socket}>
      {children}
      {signedIn ? (
        // Live updates are an addition: without the connection's code the pages still work.
        <RemoteErrorBoundary name="the live connection" fallback={null}>
          <Suspense fallback={null}>
            <SocketConnection onSocket={setSocket} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </SocketContext.Provider>
  );
}
