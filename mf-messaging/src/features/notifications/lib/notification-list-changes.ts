import type { GetNotificationsResponse, Notification, NotificationFilter } from '@freelane/shared/contracts';
import type { GetNotificationsArgs } from '../api/get-notifications';

/** Whether a notification belongs in a view of the centre (the server's filter rule). */
export function matchesFilter(notification: Notification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.isRead;
  return notification.category === filter;
}

function setTotal(draft: GetNotificationsResponse, total: number): void {
  draft.pagination.total = Math.max(0, total);
  draft.pagination.totalPages = Math.max(1, Math.ceil(draft.pagination.total / draft.pagination.limit));
}

/** One notification read: its entry loses the unread styling, the unread count drops. */
export function markReadInList(draft: GetNotificationsResponse, id: string): void {
  const item = draft.notifications.find((entry) => entry._id === id);
  if (!item || item.isRead) return;
  item.isRead = true;
  draft.unreadCount = Math.max(0, draft.unreadCount - 1);
}

export function markAllReadInList(draft: GetNotificationsResponse): void {
  for (const item of draft.notifications) item.isRead = true;
  draft.unreadCount = 0;
}

export function removeFromList(draft: GetNotificationsResponse, id: string): void {
  const index = draft.notifications.findIndex((entry) => entry._id === id);
  if (index < 0) return;
  const [removed] = draft.notifications.splice(index, 1);
  if (!removed.isRead) draft.unreadCount = Math.max(0, draft.unreadCount - 1);
  setTotal(draft, draft.pagination.total - 1);
}

export function clearList(draft: GetNotificationsResponse): void {
  draft.notifications = [];
  draft.unreadCount = 0;
  setTotal(draft, 0);
}

/**
 * A notification pushed over the socket, written into one cached page. The server updates an unread
 * chat notification in place (same `_id`, new text, newer time), so a known entry is replaced, never
 * added twice: on page 1 it moves to the top as the newest. Returns false when the entry was not in
 * this page: then only the server knows whether it is new (and how the counts change), so the
 * caller refetches; a new one is shown at the top of page 1 meanwhile.
 */
export function mergePushedNotification(
  draft: GetNotificationsResponse,
  notification: Notification,
  args: GetNotificationsArgs,
): boolean {
  const matches = matchesFilter(notification, args.filter);
  const index = draft.notifications.findIndex((entry) => entry._id === notification._id);
  if (index >= 0) {
    const [previous] = draft.notifications.splice(index, 1);
    draft.unreadCount = Math.max(0, draft.unreadCount + (previous.isRead ? 0 : -1) + (notification.isRead ? 0 : 1));
    if (!matches) setTotal(draft, draft.pagination.total - 1);
    else if (args.page === 1) draft.notifications.unshift(notification);
    else draft.notifications.splice(index, 0, notification);
    return true;
  }
  if (matches && args.page === 1) {
    draft.notifications.unshift(notification);
    if (draft.notifications.length > args.limit) draft.notifications.pop();
  }
  return false;
}
