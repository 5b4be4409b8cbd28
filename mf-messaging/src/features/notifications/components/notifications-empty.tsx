import { Button, Empty, Typography } from 'antd';
import type { NotificationFilter } from '@freelane/shared/contracts';
import { emptyView } from '../lib/notification-filters';

interface NotificationsEmptyProps {
  filter: NotificationFilter;
  onShowAll: () => void;
}

/** What an empty view means, per filter, and the way back to everything. */
export function NotificationsEmpty({ filter, onShowAll }: NotificationsEmptyProps) {
  const { title, text } = emptyView(filter);
  return (
    <Empty
      style={{ padding: '40px 16px' }}
      description={
        <>
          <Typography.Title level={2} style={{ fontSize: 18, marginBottom: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </>
      }
    >
      {filter !== 'all' && <Button onClick={onShowAll}>Show all notifications</Button>}
    </Empty>
  );
}
