import { NOTIFICATION_CATEGORIES, type Notification } from '@freelane/shared/contracts';
import type { NotificationWithSender } from '../repositories/notifications';

const isCategory = (value: string): value is Notification['category'] =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);

export function presentNotification(notification: NotificationWithSender): Notification {
  return {
    _id: notification.id,
    userId: notification.userId,
    message: notification.message,
    category: isCategory(notification.category) ? notification.category : 'System',
    type: notification.type,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
    link: notification.link,
    sendersDetail: notification.sender
      ? {
          fullName: notification.sender.fullName,
          profile: { profilePhoto: notification.sender.profilePhoto },
          isStaff: notification.sender.role === 'admin',
        }
      : null,
  };
}
