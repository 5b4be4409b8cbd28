import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { publicEndpoints } from '../contracts/endpoints/public';
import { mockEndpoint } from './mock-endpoint';

/**
 * What nearly every page reads: the public config, for the site's currency (every amount is shown
 * in it). Answered as a server with the default settings; tests that need others `server.use` theirs.
 */
export const commonHandlers = [
  mockEndpoint(publicEndpoints.getPublicConfig, () =>
    HttpResponse.json({
      success: true,
      communityUrl: 'https://community.example.test/freelane',
      googleSignInEnabled: false,
      currency: 'USD',
    }),
  ),
];

/**
 * One MSW server per test file; tests add their own handlers with `server.use`.
 * Unhandled requests fail the test, so a page can never quietly call something unmocked.
 */
export const server = setupServer(...commonHandlers);

export function startMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
