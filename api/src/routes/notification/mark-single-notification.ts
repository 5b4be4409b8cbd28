import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentNotification } from '../../presenters/notification';
import { announceNotificationsChanged, notificationNotFound } from './notifications-changed';

/** GET as the spec calls it, but CSRF-checked like a POST: it changes state (endpoints/register.ts). */
export const markNotification: Handler<typeof notificationEndpoints.markNotification> = async ({
  app,
  user,
  params,
}) => {
  const updated = await app.repos.notifications.markRead(params.id, user.id);
  if (!updated) throw notificationNotFound();
  announceNotificationsChanged(app, user.id);
  return {
    success: true,
    message: 'Notification marked as read.',
    updatedNotification: presentNotification(updated),
  };
};
