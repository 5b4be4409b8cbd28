import { createToastsBridge, ToastsContext, type StoreLike } from '@freelane/shared/session';
import { useState, type ReactNode } from 'react';
import { Provider, type ProviderProps } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { SocketSlot } from '../features/socket/socket-slot';
import { ToastsFollowPage } from '../features/toasts/toasts-follow-page';
import { ToastsHostSlot } from '../features/toasts/toasts-host-slot';

export interface AppProvidersProps {
  /** The page's store: a real one, or the light store that becomes one (createDeferredStore). */
  store: StoreLike;
  children: ReactNode;
}

/**
 * Everything remotes rely on the shell for: store, router, socket and the toast host. No antd on the
 * first render: each area page brings its own theme (`withAntd`), and the toast host (antd) is
 * mounted once asked for or once the page is idle.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  const [toasts] = useState(createToastsBridge);
  return (
    <Provider store={store as ProviderProps['store']}>
      <BrowserRouter>
        <SocketSlot>
          <ToastsContext.Provider value={toasts}>
            {children}
            <ToastsHostSlot bridge={toasts} />
            <ToastsFollowPage bridge={toasts} />
          </ToastsContext.Provider>
        </SocketSlot>
      </BrowserRouter>
    </Provider>
  );
}
