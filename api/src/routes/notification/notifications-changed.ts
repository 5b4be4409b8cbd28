import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { userScope } from '../../lib/read-cache';

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';

/** Someone else's id gets the same 404 as an unknown one: never a hint that it exists. */
export const notificationNotFound = () => notFound(NOTIFICATION_NOT_FOUND, 'NOTIFICATION_NOT_FOUND');

/**
 * After a mark or delete made here: the user's cached lists and bell go (in every process), then
 * their other tabs are told to refetch them.
 */
export async function announceNotificationsChanged(app: FastifyInstance, userId: string): Promise<void> {
  await app.forgetReads(userScope(userId));
  app.realtime.emitToUser(userId, SOCKET_EVENTS.notificationsChanged, {});
}
