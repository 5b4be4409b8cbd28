import type { GetNotificationsResponse, Notification } from '@freelane/shared/contracts';
import { ListPager } from '@freelane/shared/ui';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  data: GetNotificationsResponse;
  now: Date;
  busy: boolean;
  onPageChange: (page: number) => void;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** One page of entries, newest first, with the pages below when there are more. */
export function NotificationList({ data, now, busy, onPageChange, ...handlers }: NotificationListProps) {
  return (
    <div aria-busy={busy}>
      <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.notifications.map((notification, index) => (
          <li
            key={notification._id}
            style={{ borderTop: index === 0 ? undefined : '1px solid var(--fl-color-border-secondary)' }}
          >
            <NotificationItem notification={notification} now={now} {...handlers} />
          </li>
        ))}
      </ul>
      <ListPager
        pagination={data.pagination}
        onChange={onPageChange}
        style={{ padding: 16, borderTop: '1px solid var(--fl-color-border-secondary)' }}
      />
    </div>
  );
}
