/**
 * A remote's standalone dev harness (`npm run dev -w <remote>`): mounts its pages inside the same
 * providers the shell gives them in the product (store, router, antd App). Never used in production,
 * where the shell loads the exposed pages itself; imported via `@freelane/shared/dev` so it stays
 * out of the shared singleton bundle.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '../store/create-store';
import { AntdProvider } from '../ui/antd-provider';

export function mountDevHarness(app: ReactNode, containerId = 'root') {
  const container = document.getElementById(containerId);
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <BrowserRouter>
          <AntdProvider>{app}</AntdProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

export { DevRoutes, type DevRoute } from './dev-routes';
