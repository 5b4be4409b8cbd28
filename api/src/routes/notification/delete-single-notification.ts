import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentNotification } from '../../presenters/notification';
import { announceNotificationsChanged, notificationNotFound } from './notifications-changed';

/** DELETE /notification/deleteSingleNotification/{id}: one of the caller's notifications. */
export const deleteNotification: Handler<typeof notificationEndpoints.deleteNotification> = async ({
  app,
  user,
  params,
}) => {
  const deleted = await app.repos.notifications.deleteOwn(params.id, user.id);
  if (!deleted) throw notificationNotFound();
  announceNotificationsChanged(app, user.id);
  return { success: true, message: 'Notification deleted.', deletedNotification: presentNotification(deleted) };
};
