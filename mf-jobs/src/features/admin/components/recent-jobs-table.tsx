import type { AdminOverviewResponse } from '@freelane/shared/contracts';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { ResponsiveTable } from '@freelane/shared/ui';

type RecentJob = AdminOverviewResponse['recentJobs'][number];

interface RecentJobsTableProps {
  jobs: RecentJob[];
  pagination: AdminOverviewResponse['pagination'];
  loading: boolean;
  onPage: (page: number) => void;
}

/** Recent Jobs: title, owner, application deadline and status, newest first, paged by the server. */
export function RecentJobsTable({ jobs, pagination, loading, onPage }: RecentJobsTableProps) {
  return (
    <ResponsiveTable<RecentJob>
      aria-label="Recent Jobs"
      rowKey="_id"
      dataSource={jobs}
      loading={loading}
      locale={{ emptyText: 'No jobs have been posted yet.' }}
      pagination={
        pagination.totalPages > 1
          ? {
              current: pagination.page,
              pageSize: pagination.limit,
              total: pagination.total,
              onChange: onPage,
            }
          : false
      }
      columns={[
        { title: 'Title', key: 'title', render: (_, job) => job.title },
        { title: 'Owner', key: 'owner', render: (_, job) => job.owner.fullName },
        { title: 'Application deadline', key: 'deadline', render: (_, job) => formatDate(job.applicationDeadline) },
        { title: 'Status', key: 'status', render: (_, job) => <JobStatusTag status={job.status} /> },
      ]}
    />
  );
}
