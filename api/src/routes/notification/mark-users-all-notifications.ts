import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { announceNotificationsChanged } from './notifications-changed';

/** GET as the spec calls it, but CSRF-checked like a POST: it changes state. */
const markUsersAllNotifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/markUsersAllNotifications',
    { exposeHeadRoute: false, config: { changes: ['notifications'], csrf: true }, schema: { response: responses({ 200: messageResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const count = await app.repos.notifications.markAllRead(user.id);
      announceNotificationsChanged(app, user.id);
      return {
        success: true,
        message: count === 0 ? 'You have no unread notifications.' : 'All notifications marked as read.',
      };
    },
  );
};

export default markUsersAllNotifications;
