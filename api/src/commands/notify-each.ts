import type { CommandContext } from './command-context';
import type { NewNotification } from '../repositories/notifications';
import { deliverNotification, type DeliveryOptions } from './notify-user';

/**
 * Notifications after a committed change: a failed push is logged, never turned into an error
 * answer (the change happened; the user must not retry it). Everyone's preferences are read in one
 * query for the whole batch.
 */
export async function notifyEach(
  app: CommandContext,
  notifications: readonly NewNotification[],
  options: DeliveryOptions = {},
): Promise<void> {
  if (notifications.length === 0) return;
  let parties;
  try {
    parties = await app.repos.notificationPreferences.parties(
      notifications.flatMap((input) => (input.senderId ? [input.userId, input.senderId] : [input.userId])),
    );
  } catch (error) {
    app.log.warn({ err: error, types: [...new Set(notifications.map((input) => input.type))] }, 'notifications failed');
    return;
  }
  const results = await Promise.allSettled(notifications.map((input) => deliverNotification(app, input, parties, options)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      app.log.warn(
        { err: result.reason, userId: notifications[index].userId, type: notifications[index].type },
        'notification failed',
      );
    }
  }
}
