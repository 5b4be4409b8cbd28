import { getErrorMessage } from '@freelane/shared';
import type { Notification } from '@freelane/shared/contracts';
import { useDeleteAllNotificationsMutation } from '../api/delete-all-notifications';
import { useDeleteNotificationMutation } from '../api/delete-notification';
import { useMarkAllNotificationsMutation } from '../api/mark-all-notifications';
import { useMarkNotificationMutation } from '../api/mark-notification';
import { useToasts, useConfirm } from '@freelane/shared/ui';

/**
 * What the user can do to their notifications. Each change shows at once (the calls patch the caches
 * first) and is undone with the server's message if it is refused.
 */
export function useNotificationActions() {
  const { message } = useToasts();
  const confirm = useConfirm();
  const [markNotification] = useMarkNotificationMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsMutation();
  const [deleteNotification] = useDeleteNotificationMutation();
  const [deleteAll, { isLoading: deletingAll }] = useDeleteAllNotificationsMutation();

  const showError = (error: unknown, fallback: string) => message.error(getErrorMessage(error, fallback));

  const handleMarkRead = async (notification: Notification) => {
    try {
      await markNotification(notification._id).unwrap();
    } catch (error) {
      showError(error, 'The notification could not be marked as read. Please try again.');
    }
  };

  /** Following an entry's link reads it; the page changes at once, the call finishes on its own. */
  const handleOpen = (notification: Notification) => {
    if (!notification.isRead) void handleMarkRead(notification);
  };

  const handleMarkAllRead = async () => {
    try {
      const result = await markAll().unwrap();
      message.success(result.message);
    } catch (error) {
      showError(error, 'Your notifications could not be marked as read. Please try again.');
    }
  };

  const handleDelete = async (notification: Notification) => {
    try {
      const result = await deleteNotification(notification._id).unwrap();
      message.success(result.message);
    } catch (error) {
      showError(error, 'The notification could not be deleted. Please try again.');
    }
  };

  const handleDeleteAll = () => {
    confirm({
      title: 'Delete all notifications?',
      content: 'Every notification, read or unread and in every category, is deleted for good. This cannot be undone.',
      okText: 'Delete all',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await deleteAll().unwrap();
          message.success(result.message);
        } catch (error) {
          showError(error, 'Your notifications could not be deleted. Please try again.');
        }
      },
    });
  };

  return {
    handleOpen,
    handleMarkRead,
    handleMarkAllRead,
    handleDelete,
    handleDeleteAll,
    markingAll,
    deletingAll,
  };
}
