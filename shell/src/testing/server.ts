import type { Notification } from '@freelane/shared/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { mockEndpoint } from '@freelane/shared/testing';

/** Answers every page needs (public config, unread notifications and messages); tests add their own per case. */
export const defaultHandlers = [
  http.get('/api/v1/public/config', () =>
    HttpResponse.json({
      success: true,
      communityUrl: 'https://community.example.test/freelane',
      googleSignInEnabled: false,
    }),
  ),
  mockEndpoint(notificationEndpoints.getUnreadNotifications, () =>
    HttpResponse.json({ success: true, notifications: [] as Notification[] }),
  ),
  mockEndpoint(messageEndpoints.getUnreadMessages, () =>
    HttpResponse.json({ success: true, total: 0, conversations: 0 }),
  ),
];

export const server = setupServer(...defaultHandlers);

/** Call at the top of a test file: the network is MSW's, and an unexpected call fails the test. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
