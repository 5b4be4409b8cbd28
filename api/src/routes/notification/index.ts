import type { FastifyInstance } from 'fastify';
import getUnreadNotifications from './get-unread-notifications';

/** /api/v1/notification */
export default async function notificationRoutes(app: FastifyInstance) {
  await app.register(getUnreadNotifications);
}
