import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS, type Notification } from '@freelane/shared/contracts';
import { presentNotification } from '../presenters/notification';
import type { NewNotification } from '../repositories/notifications';

/** Stores a notification and pushes it to the recipient's open tabs (architecture §5: every transition). */
export async function notifyUser(app: FastifyInstance, input: NewNotification): Promise<Notification> {
  const row = await app.repos.notifications.create(input);
  const sender = input.senderId ? await app.repos.users.findById(input.senderId) : undefined;
  const notification = presentNotification({
    ...row,
    sender: sender ? { fullName: sender.fullName, profilePhoto: sender.profilePhoto } : null,
  });
  app.realtime.emitToUser(input.userId, SOCKET_EVENTS.notification, notification);
  return notification;
}
