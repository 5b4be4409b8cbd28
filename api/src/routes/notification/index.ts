import { notificationEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { deleteNotification } from './delete-single-notification';
import { deleteAllNotifications } from './delete-users-all-notifications';
import { getNotifications } from './get-notifications';
import { getUnreadNotifications } from './get-unread-notifications';
import { markNotification } from './mark-single-notification';
import { markAllNotifications } from './mark-users-all-notifications';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences';

/** /api/v1/notification: the bell, the centre and the preferences (issue 10). */
export const notificationHandlers = defineHandlers(notificationEndpoints, {
  getUnreadNotifications,
  getNotifications,
  markNotification,
  markAllNotifications,
  deleteNotification,
  deleteAllNotifications,
  getNotificationPreferences,
  updateNotificationPreferences,
});
