/**
 * Standalone dev harness only (`npm run dev -w mf-accounts`, port 3002). In the product the
 * shell loads the exposed pages and provides the store, router and antd App itself.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AntdProvider, createAppStore } from '@freelane/shared';
import { DevRoutes } from './app/dev-routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <BrowserRouter>
          <AntdProvider>
            <DevRoutes />
          </AntdProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
