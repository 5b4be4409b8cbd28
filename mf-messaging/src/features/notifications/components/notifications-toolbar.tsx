import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { PlainButton, SvgIcon } from '@freelane/shared/ui';

interface NotificationsToolbarProps {
  unreadCount: number;
  canDeleteAll: boolean;
  markingAll: boolean;
  deletingAll: boolean;
  onMarkAllRead: () => void;
  onDeleteAll: () => void;
  onOpenSettings: () => void;
}

/** Actions on every notification at once (in every category), and the settings. Plain: on the first screen. */
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
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <PlainButton
        icon={<SvgIcon icon={CheckOutlined} />}
        disabled={unreadCount === 0}
        loading={markingAll}
        onClick={onMarkAllRead}
      >
        Mark all as read
      </PlainButton>
      <PlainButton
        danger
        icon={<SvgIcon icon={DeleteOutlined} />}
        disabled={!canDeleteAll}
        loading={deletingAll}
        onClick={onDeleteAll}
      >
        Delete all
      </PlainButton>
      <PlainButton icon={<SvgIcon icon={SettingOutlined} />} onClick={onOpenSettings}>
        Notification settings
      </PlainButton>
    </div>
  );
}
