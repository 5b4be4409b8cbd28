import { MessageOutlined } from '@ant-design/icons';
import { useGetUnreadMessagesQuery } from '@freelane/shared';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';

/** Chat icon to /message; the badge is the unread messages total, kept live by the socket provider. */
export function MessageLink() {
  const { data } = useGetUnreadMessagesQuery();
  const unread = data?.total ?? 0;
  return (
    <Link to="/message" className="fl-header__icon" aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}>
      <Badge count={unread} size="small" overflowCount={99}>
        <MessageOutlined style={{ fontSize: 20 }} />
      </Badge>
    </Link>
  );
}
