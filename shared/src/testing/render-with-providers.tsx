import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore, type RootState } from '../store/create-store';
import { TestAntdProvider } from './test-antd-provider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router. */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** A store made by the test; a fresh one is created otherwise. */
  store?: AppStore;
}

/**
 * Renders UI inside the same providers the shell gives every page: a fresh store per call,
 * an in-memory router and antd's App (toasts).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', preloadedState, store = createAppStore(preloadedState), ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <TestAntdProvider>{children}</TestAntdProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
