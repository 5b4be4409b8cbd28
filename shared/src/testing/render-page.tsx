import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import { setUser } from '../auth/auth-slice';
import type { CurrentUser } from '../contracts/user';
import { createAppStore, type AppStore } from '../store/create-store';
import { TestAntdProvider } from './test-antd-provider';

interface RenderPageOptions {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the page is mounted on (for `useParams`), as the shell declares it. */
  path?: string;
  /** Who is signed in; a visitor when omitted. */
  signedInAs?: CurrentUser;
  store?: AppStore;
  /** The history entry's state the page opens with (as `navigate(path, { state })` leaves it). */
  state?: unknown;
}

/** Shows where the router ended up, so tests assert navigation like a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page the way the shell hosts it: a fresh store, a router and the shell's antd
 * providers. Other paths render nothing but the location probe.
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', signedInAs, store = createAppStore(), state }: RenderPageOptions = {},
) {
  if (signedInAs) store.dispatch(setUser(signedInAs));
  // File inputs carry an `accept` hint; tests check the page's own type check, so it is not applied here.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>
        <TestAntdProvider>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </TestAntdProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}
