import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { announceNotificationsChanged } from './notifications-changed';

const deleteUsersAllNotifications: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteUsersAllNotifications',
    { config: { changes: ['notifications'] }, schema: { response: responses({ 200: messageResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const count = await app.repos.notifications.deleteAll(user.id);
      announceNotificationsChanged(app, user.id);
      return {
        success: true,
        message: count === 0 ? 'You have no notifications to delete.' : 'All notifications deleted.',
      };
    },
  );
};

export default deleteUsersAllNotifications;
