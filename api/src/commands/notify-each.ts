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
  // At most half the pool's connections deliver at once. All at once (a job alert can fan out to
  // 10,000 people) queued thousands of statements on the pool, and one waiting past its connect
  // timeout (db/client.ts: 2 s) failed: the notification was lost, and requests starved meanwhile.
  const results: PromiseSettledResult<unknown>[] = new Array(notifications.length);
  let next = 0;
  const worker = async () => {
    while (next < notifications.length) {
      const index = next++;
      try {
        results[index] = {
          status: 'fulfilled',
          value: await deliverNotification(app, notifications[index], parties, options),
        };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  const concurrency = Math.min(notifications.length, deliveriesAtOnce(app));
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      app.log.warn(
        { err: result.reason, userId: notifications[index].userId, type: notifications[index].type },
        'notification failed',
      );
    }
  }
}

/** How many notifications of one batch are delivered at once: half the database pool, at least one. */
export const deliveriesAtOnce = (app: Pick<CommandContext, 'config'>) =>
  Math.max(1, Math.floor(app.config.databasePoolSize / 2));
