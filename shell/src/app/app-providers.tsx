import { SocketProvider, type AppStore } from '@freelane/shared';
import { AntdProvider } from '@freelane/shared/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoading } from '../components/page-loading';

export interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Everything remotes rely on the shell for: store, router, antd App (toasts) and the socket. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={<PageLoading />} persistor={persistor}>
        <BrowserRouter>
          <AntdProvider>
            <SocketProvider>{children}</SocketProvider>
          </AntdProvider>
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}
