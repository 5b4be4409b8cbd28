/**
 * Standalone dev harness only (`npm run dev -w mf-hiring-assistant`, port 3005). In the product the
 * shell loads the exposed pages and provides the store, router and antd App itself.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AntdProvider, createAppStore } from '@freelane/shared';
import AreaHome from './pages/area-home';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <BrowserRouter>
          <AntdProvider>
            <main>
              <Routes>
                <Route path="*" element={<AreaHome />} />
              </Routes>
            </main>
          </AntdProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
