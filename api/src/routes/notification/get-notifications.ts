import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNotificationsQuery, getNotificationsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentNotification } from '../../presenters/notification';
import { paginationOf } from '../../lib/pagination';
import { senderTags, tags } from '../../lib/cache-tags';
import { ownRead } from '../../plugins/read-cache';

/** GET /notification/getNotifications?filter=&page=&limit=: the centre, one page newest first. */
const getNotifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getNotifications',
    { schema: { querystring: getNotificationsQuery, response: responses({ 200: getNotificationsResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const { filter, page, limit } = request.query;
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
    },
  );
};

export default getNotifications;
