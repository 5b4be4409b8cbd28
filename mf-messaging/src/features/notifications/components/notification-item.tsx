import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { knownOr, getSafeNextPath, type Notification } from '@freelane/shared/contracts';
import { Link } from 'react-router-dom';
import { CATEGORY_COLORS, FILTER_LABELS } from '../lib/notification-filters';
import { formatExactTime, formatRelativeTime } from '../lib/format-relative-time';
import { NotificationAvatar } from './notification-avatar';
import './notification-item.css';

/** Notifications the system sent on its own carry no sender: they are signed by Freelane. */
export const SYSTEM_SENDER_NAME = 'Freelane';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** One entry: who, what (a link to what it is about), its category and when; read and delete. */
export function NotificationItem({ notification, now, onOpen, onMarkRead, onDelete }: NotificationItemProps) {
  const unread = !notification.isRead;
  const messageId = `notification-${notification._id}`;
  const to = getSafeNextPath(notification.link);
  const sender = notification.sendersDetail
    ? notification.sendersDetail.fullName || 'Freelane member'
    : SYSTEM_SENDER_NAME;
  return (
    <article
      aria-labelledby={messageId}
      className={unread ? 'fl-notification fl-notification--unread' : 'fl-notification'}
    >
      <NotificationAvatar sender={notification.sendersDetail} />
      <div className="fl-notification__body">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{sender}</Typography.Text>
          <Tag color={knownOr(CATEGORY_COLORS, notification.category, 'default')} style={{ margin: 0 }}>
            {notification.category === 'unknown' ? 'Other' : FILTER_LABELS[notification.category]}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <time dateTime={notification.createdAt} title={formatExactTime(notification.createdAt)}>
              {formatRelativeTime(notification.createdAt, now)}
            </time>
          </Typography.Text>
        </Flex>
        <p id={messageId} className="fl-notification__message">
          {unread && (
            <>
              <span aria-hidden="true" className="fl-notification__dot" />
              <span className="fl-notification__sr-only">Unread: </span>
            </>
          )}
          {to ? (
            <Link to={to} className="fl-notification__link" onClick={() => onOpen(notification)}>
              {notification.message}
            </Link>
          ) : (
            notification.message
          )}
        </p>
      </div>
      <div className="fl-notification__actions">
        {unread && (
          <Tooltip title="Mark as read">
            <Button
              type="text"
              icon={<CheckOutlined aria-hidden="true" />}
              aria-label="Mark as read"
              aria-describedby={messageId}
              onClick={() => onMarkRead(notification)}
            />
          </Tooltip>
        )}
        <Tooltip title="Delete">
          <Button
            type="text"
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label="Delete"
            aria-describedby={messageId}
            onClick={() => onDelete(notification)}
          />
        </Tooltip>
      </div>
    </article>
  );
}
