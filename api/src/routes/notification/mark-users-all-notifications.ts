import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { announceNotificationsChanged } from './notifications-changed';

/** GET as the spec calls it, but CSRF-checked like a POST: it changes state (endpoints/register.ts). */
export const markAllNotifications: Handler<typeof notificationEndpoints.markAllNotifications> = async ({
  app,
  user,
}) => {
  const count = await app.repos.notifications.markAllRead(user.id);
  announceNotificationsChanged(app, user.id);
  return {
    success: true,
    message: count === 0 ? 'You have no unread notifications.' : 'All notifications marked as read.',
  };
};
