import { useState, type ComponentType } from 'react';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { ADMIN_TABS, readAdminTab, type AdminTab } from '@freelane/shared/pages';
import { ErrorState, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { useGetAdminOverviewQuery } from '../features/admin/api/get-admin-overview';
import { ApplicationQueue } from '../features/admin/components/application-queue';
import { BlogManager } from '../features/admin/components/blog-manager';
import { DisputeQueue } from '../features/admin/components/dispute-queue';
import { JobCountCards } from '../features/admin/components/job-count-cards';
import { RecentJobsTable } from '../features/admin/components/recent-jobs-table';

export const RECENT_JOBS_PAGE_SIZE = 10;

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
    <Flex vertical gap={24}>
      <JobCountCards counts={data.counts} />
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Recent Jobs</h2>}>
        <RecentJobsTable jobs={data.recentJobs} pagination={data.pagination} loading={isFetching} onPage={setPage} />
      </Card>
    </Flex>
  );
}

const QUEUES: Record<AdminTab, ComponentType> = {
  jobs: JobsQueue,
  disputes: DisputeQueue,
  applications: ApplicationQueue,
  blog: BlogManager,
};

/**
 * /adminPanel (admin only, on the server too) — the admin's queues (jobs, disputes, applications,
 * blog), one tab each at its own address (`?tab=disputes`, issue 36): a reload keeps the queue and a
 * link shares it. Only the open tab's queue is rendered and fetched.
 */
function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readAdminTab(searchParams.get('tab'));
  const handleTabChange = (next: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    setSearchParams(params);
  };
  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Admin Overview
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={handleTabChange}
        destroyInactiveTabPane
        items={ADMIN_TABS.map(({ key, label }) => {
          const Queue = QUEUES[key];
          return { key, label, children: <Queue /> };
        })}
      />
    </PageContainer>
  );
}

export default withAntd(AdminPanel);
