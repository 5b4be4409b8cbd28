import { Empty } from 'antd';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import type { FreelancerJob } from '@freelane/shared/contracts';
import { LinkButton, ErrorState, ResponsiveTable } from '@freelane/shared/ui';
import { useGetAcceptedJobsQuery } from '../../../api/get-accepted-jobs';
import { formatDate } from '../../../lib/format';

const PAGE_SIZE = 10;

interface EarningsTableProps {
  page: number;
  onPage: (page: number) => void;
}

/** Completed jobs with the agreed amount and the completion date, paged by the server. */
export function EarningsTable({ page, onPage }: EarningsTableProps) {
  const formatMoney = useFormatMoney();
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAcceptedJobsQuery({
    status: 'completed',
    page,
    limit: PAGE_SIZE,
  });
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load your completed jobs"
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <ResponsiveTable<FreelancerJob>
      aria-label="Completed jobs"
      rowKey="_id"
      loading={isLoading || isFetching}
      dataSource={data?.applications ?? []}
      locale={{
        emptyText: (
          <Empty description="No completed jobs yet. Earnings appear here once a client accepts your work.">
            <LinkButton type="primary" to="/find-jobs">
              Find Jobs
            </LinkButton>
          </Empty>
        ),
      }}
      pagination={
        data && data.pagination.totalPages > 1
          ? {
              current: data.pagination.page,
              pageSize: data.pagination.limit,
              total: data.pagination.total,
              showSizeChanger: false,
              onChange: onPage,
            }
          : false
      }
      columns={[
        { title: 'Project', key: 'title', render: (_, record) => record.job.title },
        { title: 'Client', key: 'client', render: (_, record) => record.job.owner.fullName },
        { title: 'Completed on', key: 'completedAt', render: (_, record) => formatDate(record.job.completedAt) },
        { title: 'Amount', key: 'amount', align: 'right', render: (_, record) => formatMoney(record.agreedPrice) },
      ]}
    />
  );
}
