import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { senderTags, tags } from '../../lib/cache-tags';
import { ownRead } from '../../plugins/read-cache';
import { presentNotification } from '../../presenters/notification';

/** GET /notification/getUnreadNotifications: the bell's list. */
export const getUnreadNotifications: Handler<typeof notificationEndpoints.getUnreadNotifications> = async ({
  app,
  user,
  request,
}) => {
  const rows = await ownRead(request, user.id, () => app.repos.notifications.listUnread(user.id), {
    references: [tags.notifications(user.id)],
    referencesOf: senderTags,
  });
  return { success: true as const, notifications: rows.map(presentNotification) };
};
