/**
 * A remote's standalone dev harness (`npm run dev -w <remote>`): mounts its pages inside the same
 * providers the shell gives them in the product (store, router, toast host). Never used in production,
 * where the shell loads the exposed pages itself; imported via `@freelane/shared/dev` so it stays
 * out of the shared singleton bundle.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '../store/create-store';
import { createToastsBridge, ToastsContext } from '../toasts/toasts-bridge';
import { AntdProvider } from '../ui/antd-provider';
import { ToastsHost } from '../ui/toasts-host';
// The design tokens every stylesheet uses, which the shell gives the page in the product.
import '../tokens/tokens.css';

export function mountDevHarness(app: ReactNode, containerId = 'root') {
  const container = document.getElementById(containerId);
  if (!container) return;
  const toasts = createToastsBridge();
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <BrowserRouter>
          <ToastsContext.Provider value={toasts}>
            <AntdProvider>{app}</AntdProvider>
            <ToastsHost bridge={toasts} />
          </ToastsContext.Provider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

export { DevRoutes, devRoutesFor, type DevRoute, type PageFiles } from './dev-routes';
