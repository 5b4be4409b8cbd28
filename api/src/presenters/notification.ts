import type { Notification } from '@freelane/shared/contracts';
import type { NotificationWithSender } from '../repositories/notifications';

export function presentNotification(notification: NotificationWithSender): Notification {
  return {
    _id: notification.id,
    userId: notification.userId,
    message: notification.message,
    // A category this release does not know (a newer one wrote it) is answered as `unknown` by the
    // contract's tolerant enum, not passed off as another category.
    category: notification.category as Notification['category'],
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
