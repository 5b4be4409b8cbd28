import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { asList } from '../../repositories/notification-preferences';

// GET/PUT /notification/preferences: per category, in the app and by e-mail. Always answers all
// five categories in NOTIFICATION_CATEGORIES order; a PUT may send only the ones that change.

export const getNotificationPreferences: Handler<typeof notificationEndpoints.getNotificationPreferences> = async ({
  app,
  user,
}) => ({ success: true as const, preferences: asList(await app.repos.notificationPreferences.get(user.id)) });

export const updateNotificationPreferences: Handler<
  typeof notificationEndpoints.updateNotificationPreferences
> = async ({ app, user, body }) => {
  const saved = await app.repos.notificationPreferences.update(user.id, body.preferences, app.clock.now());
  return { success: true as const, message: 'Notification settings saved.', preferences: asList(saved) };
};
