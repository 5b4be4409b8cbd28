import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useGetUnreadMessagesQuery } from '@freelane/shared';
import { Link } from 'react-router-dom';
import { UnreadBadge } from './unread-badge';
import { SvgIcon } from '@freelane/shared/ui';

/** Chat icon to /message; the badge is the unread messages total, kept live by the socket provider. */
export function MessageLink() {
  const { data } = useGetUnreadMessagesQuery();
  const unread = data?.total ?? 0;
  return (
    <Link to="/message" className="fl-header__icon" aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}>
      <SvgIcon icon={MessageOutlined} size={20} />
      <UnreadBadge count={unread} />
    </Link>
  );
}
