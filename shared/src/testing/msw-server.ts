import { setupServer } from 'msw/node';

/**
 * One MSW server per test file; tests add their own handlers with `server.use`.
 * Unhandled requests fail the test, so a page can never quietly call something unmocked.
 */
export const server = setupServer();

export function startMockServer() {
  // Typing into several antd fields takes seconds on a small CI machine; 5 s is too tight.
  jest.setTimeout(30_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
