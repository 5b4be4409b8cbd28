import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markNotificationResponse, notificationIdParams } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentNotification } from '../../presenters/notification';
import { announceNotificationsChanged, notificationNotFound } from './notifications-changed';

/** GET as the spec calls it, but CSRF-checked like a POST: it changes state. */
const markSingleNotification: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/markSingleNotification/:id',
    {
      exposeHeadRoute: false,
      config: { changes: ['notifications'], csrf: true },
      schema: { params: notificationIdParams, response: responses({ 200: markNotificationResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await app.repos.notifications.markRead(request.params.id, user.id);
      if (!updated) throw notificationNotFound();
      announceNotificationsChanged(app, user.id);
      return {
        success: true,
        message: 'Notification marked as read.',
        updatedNotification: presentNotification(updated),
      };
    },
  );
};

export default markSingleNotification;
