import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { ErrorState, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { useGetAdminOverviewQuery } from '../features/admin/api/get-admin-overview';
import { ApplicationQueue } from '../features/admin/components/application-queue';
import { BlogManager } from '../features/admin/components/blog-manager';
import { DisputeQueue } from '../features/admin/components/dispute-queue';
import { JobCountCards } from '../features/admin/components/job-count-cards';
import { RecentJobsTable } from '../features/admin/components/recent-jobs-table';

export const RECENT_JOBS_PAGE_SIZE = 10;

/** /adminPanel (admin only, on the server too) — job counts, Recent Jobs, the dispute and application queues, and blog management. */
function AdminPanel() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAdminOverviewQuery({
    page,
    limit: RECENT_JOBS_PAGE_SIZE,
  });

  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Admin Overview
      </Typography.Title>
      {/* Flex, not Space: Space re-keys its children when the overview loads, which would reset the blog manager. */}
      <Flex vertical gap={24}>
        {isLoading ? (
          <LoadingState label="Loading the overview" />
        ) : isError || !data ? (
          <ErrorState
            title="We couldn't load the overview"
            message={getErrorMessage(error, 'Something went wrong while loading the overview. Please try again.')}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <JobCountCards counts={data.counts} />
            <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Recent Jobs</h2>}>
              <RecentJobsTable
                jobs={data.recentJobs}
                pagination={data.pagination}
                loading={isFetching}
                onPage={setPage}
              />
            </Card>
          </>
        )}
        <DisputeQueue />
        <ApplicationQueue />
        <BlogManager />
      </Flex>
    </PageContainer>
  );
}

export default withAntd(AdminPanel);
