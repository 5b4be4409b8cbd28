import type { FastifyInstance } from 'fastify';
import deleteSingleNotification from './delete-single-notification';
import deleteUsersAllNotifications from './delete-users-all-notifications';
import getNotifications from './get-notifications';
import getUnreadNotifications from './get-unread-notifications';
import markSingleNotification from './mark-single-notification';
import markUsersAllNotifications from './mark-users-all-notifications';
import preferences from './preferences';

/** /api/v1/notification: the bell, the centre and the preferences (issue 10). */
export default async function notificationRoutes(app: FastifyInstance) {
  await app.register(getUnreadNotifications);
  await app.register(getNotifications);
  await app.register(markSingleNotification);
  await app.register(markUsersAllNotifications);
  await app.register(deleteSingleNotification);
  await app.register(deleteUsersAllNotifications);
  await app.register(preferences);
}
