import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { announceNotificationsChanged } from './notifications-changed';

/** DELETE /notification/deleteUsersAllNotifications: every notification of the caller, read or not. */
export const deleteAllNotifications: Handler<typeof notificationEndpoints.deleteAllNotifications> = async ({
  app,
  user,
}) => {
  const count = await app.repos.notifications.deleteAll(user.id);
  announceNotificationsChanged(app, user.id);
  return {
    success: true,
    message: count === 0 ? 'You have no notifications to delete.' : 'All notifications deleted.',
  };
};
