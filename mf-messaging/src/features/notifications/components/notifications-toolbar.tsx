import { CheckOutlined, DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface NotificationsToolbarProps {
  unreadCount: number;
  canDeleteAll: boolean;
  markingAll: boolean;
  deletingAll: boolean;
  onMarkAllRead: () => void;
  onDeleteAll: () => void;
  onOpenSettings: () => void;
}

/** Actions on every notification at once (in every category), and the settings. */
export function NotificationsToolbar({
  unreadCount,
  canDeleteAll,
  markingAll,
  deletingAll,
  onMarkAllRead,
  onDeleteAll,
  onOpenSettings,
}: NotificationsToolbarProps) {
  return (
    <Flex gap={8} wrap>
      <Button icon={<CheckOutlined aria-hidden="true" />} disabled={unreadCount === 0} loading={markingAll} onClick={onMarkAllRead}>
        Mark all as read
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={!canDeleteAll} loading={deletingAll} onClick={onDeleteAll}>
        Delete all
      </Button>
      <Button icon={<SettingOutlined aria-hidden="true" />} onClick={onOpenSettings}>
        Notification settings
      </Button>
    </Flex>
  );
}
