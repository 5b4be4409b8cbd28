import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteNotificationResponse, notificationIdParams } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentNotification } from '../../presenters/notification';
import { announceNotificationsChanged, notificationNotFound } from './notifications-changed';

const deleteSingleNotification: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteSingleNotification/:id',
    { config: { changes: ['notifications'] }, schema: { params: notificationIdParams, response: responses({ 200: deleteNotificationResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const deleted = await app.repos.notifications.deleteOwn(request.params.id, user.id);
      if (!deleted) throw notificationNotFound();
      announceNotificationsChanged(app, user.id);
      return { success: true, message: 'Notification deleted.', deletedNotification: presentNotification(deleted) };
    },
  );
};

export default deleteSingleNotification;
