import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import type { NotificationFilter } from '@freelane/shared/contracts';
import { ErrorState, OnceOpened, PageContainer, PlainTabs } from '@freelane/shared/ui';
import { useGetNotificationsQuery } from '../features/notifications/api/get-notifications';
import { NotificationList } from '../features/notifications/components/notification-list';
import { NotificationsEmpty } from '../features/notifications/components/notifications-empty';
import { NotificationsLoading } from '../features/notifications/components/notifications-loading';
import { NotificationsToolbar } from '../features/notifications/components/notifications-toolbar';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications';
import { useNotificationActions } from '../features/notifications/hooks/use-notification-actions';
import { useNow } from '../hooks/use-now';
import { FILTER_TABS, parseFilter, parsePage } from '../features/notifications/lib/notification-filters';

// The settings drawer (antd's Drawer, Switch, Checkbox…) loads when first opened: the centre's first
// screen renders no antd.
const NotificationPreferencesDrawer = lazy(
  () => import('../features/notifications/components/notification-preferences-drawer'),
);

export const NOTIFICATIONS_PAGE_SIZE = 20;
const LIST_TOP_ID = 'notifications-top';

interface ViewChange {
  filter?: NotificationFilter;
  page?: number;
  settings?: boolean;
}

function unreadSummary(count: number): string {
  if (count === 0) return "You're all caught up.";
  return `You have ${count} unread ${count === 1 ? 'notification' : 'notifications'}.`;
}

/**
 * /notification — the notification centre: filter (`?filter=`), page (`?page=`), read, open, delete,
 * live as notifications arrive; the settings open beside it (`?settings=1`, so a mail can link there).
 */
function NotificationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseFilter(searchParams.get('filter'));
  const page = parsePage(searchParams.get('page'));
  const settingsOpen = searchParams.get('settings') === '1';
  const args = { filter, page, limit: NOTIFICATIONS_PAGE_SIZE };
  // Always asked again when the view changes: a page kept from earlier may have shifted since.
  const { data, error, isLoading, isFetching, isError, refetch } = useGetNotificationsQuery(args, {
    refetchOnMountOrArgChange: true,
  });
  const actions = useNotificationActions();
  const now = useNow();
  useLiveNotifications(args, data);

  const change = (next: ViewChange) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? (next.filter ? 1 : page);
    const nextSettings = next.settings ?? settingsOpen;
    if (nextFilter !== 'all') params.set('filter', nextFilter);
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSettings) params.set('settings', '1');
    setSearchParams(params);
  };

  // A page emptied by deletions (or an old link past the end) goes back to the last page with entries.
  const lastPage = data ? Math.max(1, data.pagination.totalPages) : 1;
  const pastTheEnd = Boolean(data && !isFetching && data.notifications.length === 0 && page > lastPage);
  useEffect(() => {
    if (!pastTheEnd) return;
    const params = new URLSearchParams(searchParams);
    if (lastPage > 1) params.set('page', String(lastPage));
    else params.delete('page');
    setSearchParams(params, { replace: true });
  }, [pastTheEnd, lastPage, searchParams, setSearchParams]);

  let content;
  if (isLoading) {
    content = <NotificationsLoading />;
  } else if (isError || !data) {
    content = (
      <ErrorState
        title="We couldn't load your notifications"
        message={getErrorMessage(error, 'Something went wrong while loading your notifications.')}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.notifications.length === 0) {
    content = <NotificationsEmpty filter={filter} onShowAll={() => change({ filter: 'all' })} />;
  } else {
    content = (
      <NotificationList
        data={data}
        now={now}
        busy={isFetching}
        onPageChange={(next) => {
          change({ page: next });
          // The pages sit below the list: show the new page from its top.
          document.getElementById(LIST_TOP_ID)?.scrollIntoView?.({ block: 'start' });
        }}
        onOpen={actions.handleOpen}
        onMarkRead={(notification) => void actions.handleMarkRead(notification)}
        onDelete={(notification) => void actions.handleDelete(notification)}
      />
    );
  }

  const unreadCount = data?.unreadCount ?? 0;
  // Under "All" an empty page means there is nothing to delete; other views cannot tell.
  const canDeleteAll = !data || filter !== 'all' || data.pagination.total > 0;

  return (
    <PageContainer maxWidth={880}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 16,
          marginBottom: 16,
        }}
      >
        <div>
          <h1 className="fl-title" style={{ margin: 0 }}>
            Notifications
          </h1>
          <span className="fl-text-secondary" role="status">
            {data ? unreadSummary(unreadCount) : ''}
          </span>
        </div>
        <NotificationsToolbar
          unreadCount={unreadCount}
          canDeleteAll={canDeleteAll}
          markingAll={actions.markingAll}
          deletingAll={actions.deletingAll}
          onMarkAllRead={() => void actions.handleMarkAllRead()}
          onDeleteAll={actions.handleDeleteAll}
          onOpenSettings={() => change({ settings: true })}
        />
      </div>
      <div id={LIST_TOP_ID} className="fl-card" style={{ scrollMarginTop: 80 }}>
        <PlainTabs
          aria-label="Filter notifications"
          activeKey={filter}
          onChange={(key) => change({ filter: key })}
          items={FILTER_TABS}
          style={{ padding: '0 16px' }}
        />
        {content}
      </div>
      <OnceOpened open={settingsOpen}>
        <NotificationPreferencesDrawer open={settingsOpen} onClose={() => change({ settings: false })} />
      </OnceOpened>
    </PageContainer>
  );
}

export default NotificationPage;
