import { createToastsBridge, SocketProvider, ToastsContext, type AppStore } from '@freelane/shared';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastsFollowPage } from '../features/toasts/toasts-follow-page';
import { ToastsHostSlot } from '../features/toasts/toasts-host-slot';

export interface AppProvidersProps {
  store: AppStore;
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
    <Provider store={store}>
      <BrowserRouter>
        <SocketProvider>
          <ToastsContext.Provider value={toasts}>
            {children}
            <ToastsHostSlot bridge={toasts} />
            <ToastsFollowPage bridge={toasts} />
          </ToastsContext.Provider>
        </SocketProvider>
      </BrowserRouter>
    </Provider>
  );
}
