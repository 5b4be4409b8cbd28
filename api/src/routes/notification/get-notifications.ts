import type { notificationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { senderTags, tags } from '../../lib/cache-tags';
import { paginationOf } from '../../lib/pagination';
import { ownRead } from '../../plugins/read-cache';
import { presentNotification } from '../../presenters/notification';

/** GET /notification/getNotifications?filter=&page=&limit=: the centre, one page newest first. */
export const getNotifications: Handler<typeof notificationEndpoints.getNotifications> = async ({
  app,
  user,
  query,
  request,
}) => {
  const { filter, page, limit } = query;
  const result = await ownRead(request, user.id, () => app.repos.notifications.list(user.id, filter, { page, limit }), {
    references: [tags.notifications(user.id)],
    referencesOf: (found) => senderTags(found.rows),
  });
  return {
    success: true as const,
    notifications: result.rows.map(presentNotification),
    pagination: paginationOf({ page, limit }, result.total),
    unreadCount: result.unreadCount,
  };
};
