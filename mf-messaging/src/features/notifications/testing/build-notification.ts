import type { GetNotificationsResponse, Notification } from '@freelane/shared/contracts';

let sequence = 0;

/** A stored notification as the API presents it; override what the test is about. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    _id: `9a8b7c6d-1e2f-4a3b-8c4d-${String(sequence).padStart(12, '0')}`,
    userId: '00000000-0000-4000-8000-000000000001',
    message: `Notification ${sequence}`,
    category: 'Job',
    type: 'work_submitted',
    isRead: false,
    createdAt: new Date(Date.now() - sequence * 60_000).toISOString(),
    sendersDetail: { fullName: 'Ava Patel', profile: { profilePhoto: null } },
    link: null,
    ...overrides,
  };
}

/** One page of the centre as the API answers it. */
export function notificationsPage(
  notifications: Notification[],
  {
    page = 1,
    limit = 20,
    total = notifications.length,
    unreadCount = notifications.filter((item) => !item.isRead).length,
  } = {},
): GetNotificationsResponse {
  return {
    success: true,
    notifications: [...notifications],
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
    unreadCount,
  };
}
