import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import type { Notification } from '@freelane/shared/contracts';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { getSafeNextPath } from '@freelane/shared/contracts/safe-path';
import { IconButton, PlainTag, SvgIcon } from '@freelane/shared/ui';
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
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <strong className="fl-text-strong">{sender}</strong>
          <PlainTag color={knownOr(CATEGORY_COLORS, notification.category, 'default')}>
            {notification.category === 'unknown' ? 'Other' : FILTER_LABELS[notification.category]}
          </PlainTag>
          <span className="fl-text-secondary" style={{ fontSize: 13 }}>
            <time dateTime={notification.createdAt} title={formatExactTime(notification.createdAt)}>
              {formatRelativeTime(notification.createdAt, now)}
            </time>
          </span>
        </div>
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
          <IconButton
            label="Mark as read"
            icon={<SvgIcon icon={CheckOutlined} />}
            aria-describedby={messageId}
            onClick={() => onMarkRead(notification)}
          />
        )}
        <IconButton
          label="Delete"
          icon={<SvgIcon icon={DeleteOutlined} />}
          aria-describedby={messageId}
          onClick={() => onDelete(notification)}
        />
      </div>
    </article>
  );
}
