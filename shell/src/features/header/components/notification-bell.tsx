import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { useGetUnreadNotificationsQuery } from '@freelane/shared';
import { Link } from 'react-router-dom';
import { UnreadBadge } from './unread-badge';
import { SvgIcon } from '@freelane/shared/ui';

/** Bell to /notification; the badge is the unread count, raised live by socket pushes. */
export function NotificationBell() {
  const { data } = useGetUnreadNotificationsQuery();
  const unread = data?.length ?? 0;
  return (
    <Link
      to="/notification"
      className="fl-header__icon"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <SvgIcon icon={BellOutlined} size={20} />
      <UnreadBadge count={unread} />
    </Link>
  );
}
