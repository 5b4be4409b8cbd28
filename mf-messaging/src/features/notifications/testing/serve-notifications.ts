import { HttpResponse } from 'msw';
import { mockEndpoint, server } from '@freelane/shared/testing';
import type { Notification, NotificationFilter } from '@freelane/shared/contracts';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { matchesFilter } from '../lib/notification-list-changes';

/**
 * Answers the notification calls the way the API does, from one list the test owns (newest first):
 * filters and pages on the server, marks and deletes only what exists. Records every call made.
 */
export function serveNotifications(initial: Notification[]) {
  const state = { notifications: [...initial] };
  const calls: { method: string; path: string; params: Record<string, string> }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api/v1/notification/', ''),
      params: Object.fromEntries(url.searchParams),
    });
  };
  const notFound = () =>
    HttpResponse.json<{ success: false; message: string }>(
      { success: false, message: 'Notification not found.' },
      { status: 404 },
    );

  server.use(
    mockEndpoint(notificationEndpoints.getNotifications, ({ request }) => {
      record(request);
      const params = new URL(request.url).searchParams;
      const filter = (params.get('filter') ?? 'all') as NotificationFilter;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 20);
      const matching = state.notifications.filter((item) => matchesFilter(item, filter));
      return HttpResponse.json({
        success: true,
        notifications: matching.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
        unreadCount: state.notifications.filter((item) => !item.isRead).length,
      });
    }),
    mockEndpoint(notificationEndpoints.getUnreadNotifications, ({ request }) => {
      record(request);
      return HttpResponse.json({ success: true, notifications: state.notifications.filter((item) => !item.isRead) });
    }),
    mockEndpoint(notificationEndpoints.markNotification, ({ request, params }) => {
      record(request);
      const item = state.notifications.find((entry) => entry._id === params.id);
      if (!item) return notFound();
      item.isRead = true;
      return HttpResponse.json({ success: true, message: 'Notification marked as read.', updatedNotification: item });
    }),
    mockEndpoint(notificationEndpoints.markAllNotifications, ({ request }) => {
      record(request);
      for (const item of state.notifications) item.isRead = true;
      return HttpResponse.json({ success: true, message: 'All notifications marked as read.' });
    }),
    mockEndpoint(notificationEndpoints.deleteNotification, ({ request, params }) => {
      record(request);
      const item = state.notifications.find((entry) => entry._id === params.id);
      if (!item) return notFound();
      state.notifications = state.notifications.filter((entry) => entry !== item);
      return HttpResponse.json({ success: true, message: 'Notification deleted.', deletedNotification: item });
    }),
    mockEndpoint(notificationEndpoints.deleteAllNotifications, ({ request }) => {
      record(request);
      state.notifications = [];
      return HttpResponse.json({ success: true, message: 'All notifications deleted.' });
    }),
  );
  return { state, calls };
}
