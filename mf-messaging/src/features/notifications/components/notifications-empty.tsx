import type { NotificationFilter } from '@freelane/shared/contracts';
import { PlainButton, PlainEmpty } from '@freelane/shared/ui';
import { emptyView } from '../lib/notification-filters';

interface NotificationsEmptyProps {
  filter: NotificationFilter;
  onShowAll: () => void;
}

/** What an empty view means, per filter, and the way back to everything. */
export function NotificationsEmpty({ filter, onShowAll }: NotificationsEmptyProps) {
  const { title, text } = emptyView(filter);
  return (
    <div style={{ padding: '40px 16px' }}>
      <PlainEmpty
        description={
          <>
            <h2 className="fl-title" style={{ fontSize: 18, marginBottom: 4 }}>
              {title}
            </h2>
            <span className="fl-text-secondary">{text}</span>
          </>
        }
      >
        {filter !== 'all' && <PlainButton onClick={onShowAll}>Show all notifications</PlainButton>}
      </PlainEmpty>
    </div>
  );
}
