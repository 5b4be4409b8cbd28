import { Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { ADMIN_TABS, readAdminTab, type AdminTab } from '@freelane/shared/pages';
import { ErrorState, PageContainer, LoadingState, PlainCard, PlainTabs, FlexBox, lazyPart } from '@freelane/shared/ui';
import { useGetAdminOverviewQuery } from '../features/admin/api/get-admin-overview';
import { BlogManager } from '../features/admin/components/blog-manager';
import { DisputeQueue } from '../features/admin/components/dispute-queue';
import { JobCountCards } from '../features/admin/components/job-count-cards';
import { RecentJobsTable } from '../features/admin/components/recent-jobs-table';

export const RECENT_JOBS_PAGE_SIZE = 10;

// The one queue still drawn with antd (its list, filters and decision form): an island that loads
// antd, themed, when its tab opens (issue 39), so the other queues' first screens load none.
const ApplicationQueueWithAntd = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part_AdminPanel_tab_applications" */ '../features/admin/components/application-queue-island'
    ),
);

/**
 * The shell's first-page contract (shell/src/lib/first-page.ts): at `?tab=applications` the first
 * screen is that queue, so its code loads before the server's render and the app's first one.
 */
export function preloadFor({ search }: { pathname: string; search: string }): Promise<unknown> | undefined {
  return readAdminTab(new URLSearchParams(search).get('tab')) === 'applications'
    ? ApplicationQueueWithAntd.load()
    : undefined;
}

function ApplicationsQueue() {
  return (
    <Suspense fallback={<LoadingState label="Loading applications" rows={4} />}>
      <ApplicationQueueWithAntd />
    </Suspense>
  );
}

/** The Jobs queue: the job counts and every job, newest first. */
function JobsQueue() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAdminOverviewQuery({
    page,
    limit: RECENT_JOBS_PAGE_SIZE,
  });
  if (isLoading) return <LoadingState label="Loading the overview" />;
  if (isError || !data) {
    return (
      <ErrorState
        title="We couldn't load the overview"
        message={getErrorMessage(error, 'Something went wrong while loading the overview. Please try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <FlexBox vertical gap={24}>
      <JobCountCards counts={data.counts} />
      <PlainCard title="Recent Jobs">
        <RecentJobsTable jobs={data.recentJobs} pagination={data.pagination} loading={isFetching} onPage={setPage} />
      </PlainCard>
    </FlexBox>
  );
}

const QUEUES: Record<AdminTab, ComponentType> = {
  jobs: JobsQueue,
  disputes: DisputeQueue,
  applications: ApplicationsQueue,
  blog: BlogManager,
};

/**
 * /adminPanel (admin only, on the server too) — the admin's queues (jobs, disputes, applications,
 * blog), one tab each at its own address (`?tab=disputes`, issue 36): a reload keeps the queue and a
 * link shares it. Only the open tab's queue is rendered and fetched. Drawn with the plain controls
 * (issue 39): what needs antd (the applications queue, the blog post form, the pager, dialogs) loads
 * it when it shows.
 */
function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readAdminTab(searchParams.get('tab'));
  const handleTabChange = (next: AdminTab) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    setSearchParams(params);
  };
  const Queue = QUEUES[tab];
  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Admin Overview
      </h1>
      <PlainTabs
        aria-label="Admin queues"
        activeKey={tab}
        onChange={handleTabChange}
        // A queue per tab: its own state (filters, page) starts afresh when the tab opens.
        items={ADMIN_TABS.map((item) => ({ ...item, children: item.key === tab ? <Queue key={tab} /> : null }))}
      />
    </PageContainer>
  );
}

export default AdminPanel;
