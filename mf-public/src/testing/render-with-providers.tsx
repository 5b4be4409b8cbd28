import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AntdProvider, createAppStore, type AppStore } from '@freelane/shared';

interface RenderOptions {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the page is mounted on (for `useParams`), as the shell declares it. */
  path?: string;
  /** Reuse a store across renders, e.g. to check what survives leaving and reopening a page. */
  store?: AppStore;
}

/** Shows where the router ended up, so tests can assert navigation like a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page the way the shell hosts it: a fresh store (createAppStore), a router
 * and the shell's antd providers (theme + App). Any other path renders only the location probe.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', store = createAppStore() }: RenderOptions = {}) {
  const user = userEvent.setup();
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AntdProvider>
          {children}
          <LocationProbe />
        </AntdProvider>
      </MemoryRouter>
    </Provider>
  );
  const result = render(
    wrap(
      <Routes>
        <Route path={path} element={ui} />
        {path !== '*' && <Route path="*" element={null} />}
      </Routes>,
    ),
  );
  return { ...result, store, user };
}
