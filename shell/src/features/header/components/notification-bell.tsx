import { BellOutlined } from '@ant-design/icons';
import { useGetUnreadNotificationsQuery } from '@freelane/shared';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';

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
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 20 }} />
      </Badge>
    </Link>
  );
}
