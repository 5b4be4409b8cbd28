import { setupServer } from 'msw/node';

/**
 * One MSW server per test file; tests add their own handlers with `server.use`.
 * Unhandled requests fail the test, so a page can never quietly call something unmocked.
 */
export const server = setupServer();

export function startMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
