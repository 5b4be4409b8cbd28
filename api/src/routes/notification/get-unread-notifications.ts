import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListResponse } from '@freelane/shared/contracts';
import { requireUser } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { presentNotification } from '../../presenters/notification';
import { senderTags, tags } from '../../lib/cache-tags';
import { ownRead } from '../../plugins/read-cache';

const getUnreadNotifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getUnreadNotifications',
    { schema: { response: responses({ 200: notificationListResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const rows = await ownRead(request, user.id, () => app.repos.notifications.listUnread(user.id), {
        references: [tags.notifications(user.id)],
        referencesOf: senderTags,
      });
      return { success: true as const, notifications: rows.map(presentNotification) };
    },
  );
};

export default getUnreadNotifications;
