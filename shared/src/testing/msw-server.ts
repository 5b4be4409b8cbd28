import { setupServer } from 'msw/node';

/**
 * One MSW server per test file; tests add their own handlers with `server.use`.
 * Unhandled requests fail the test, so a page can never quietly call something unmocked.
 */
export const server = setupServer();

export function startMockServer() {
  // Page journeys fill antd forms, which takes tens of seconds when CI runs every suite in one
  // process on a 2-core machine (a Find Jobs or View Revision journey: 30-60 s there, 5 s locally).
  // A hung test still fails, after 2 minutes.
  jest.setTimeout(120_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
