import { useAppDispatch, useSocketEvent } from '@freelane/shared';
import { SOCKET_EVENTS, type GetNotificationsResponse, type NotificationEvent } from '@freelane/shared/contracts';
import { notificationsApi, type GetNotificationsArgs } from '../api/get-notifications';
import { mergePushedNotification } from '../lib/notification-list-changes';

/**
 * Pushed notifications appear in the open page at once. An entry already shown (a chat notification
 * updated in place) is replaced; anything else is confirmed by asking for the list again, because
 * only the server knows where it belongs and how the counts change. Notifications read or deleted
 * in another tab (`notificationsChanged`) and reconnections are handled by the shell's socket
 * provider, which invalidates every Notification tag this list provides.
 *
 * Asked again by invalidating the list, not by `refetch()`: while the list is already being fetched
 * (after "Delete all", a filter change) a refetch is dropped, and that earlier answer, which the
 * server made before the pushed notification existed, then replaced the list and took the new
 * entry out of it for good. An invalidation waits for the fetch in flight and asks once more.
 */
export function useLiveNotifications(args: GetNotificationsArgs, data: GetNotificationsResponse | undefined) {
  const dispatch = useAppDispatch();
  useSocketEvent<NotificationEvent>(SOCKET_EVENTS.notification, (notification) => {
    if (!data) return;
    let known = false;
    dispatch(
      notificationsApi.util.updateQueryData('getNotifications', args, (draft) => {
        known = mergePushedNotification(draft, notification, args);
      }),
    );
    if (!known) dispatch(notificationsApi.util.invalidateTags([{ type: 'notifications', id: 'LIST' }]));
  });
}
