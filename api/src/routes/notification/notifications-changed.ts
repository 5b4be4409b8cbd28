import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS } from '@freelane/shared/contracts';
import { notFound } from '../../errors';

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';

/** Someone else's id gets the same 404 as an unknown one: never a hint that it exists. */
export const notificationNotFound = () => notFound(NOTIFICATION_NOT_FOUND, 'NOTIFICATION_NOT_FOUND');

/**
 * After a mark or delete made here (whose repository call already dropped the user's cached lists
 * and bell in every process): their other tabs are told to refetch them.
 */
export function announceNotificationsChanged(app: FastifyInstance, userId: string): void {
  app.realtime.emitToUser(userId, SOCKET_EVENTS.notificationsChanged, {});
}
