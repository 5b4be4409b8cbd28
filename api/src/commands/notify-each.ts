import type { FastifyInstance } from 'fastify';
import type { NewNotification } from '../repositories/notifications';
import { notifyUser } from './notify-user';

/**
 * Notifications after a committed change: a failed push is logged, never turned into an error
 * answer (the change happened; the user must not retry it).
 */
export async function notifyEach(app: FastifyInstance, notifications: readonly NewNotification[]): Promise<void> {
  const results = await Promise.allSettled(notifications.map((input) => notifyUser(app, input)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      app.log.warn({ err: result.reason, userId: notifications[index].userId, type: notifications[index].type }, 'notification failed');
    }
  }
}
