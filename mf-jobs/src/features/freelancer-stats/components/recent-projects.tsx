import { Card, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import { ErrorState, LinkButton, LoadingState } from '@freelane/shared/ui';
import { useGetAcceptedJobsQuery } from '../../../api/get-accepted-jobs';
import { JobStatusTag } from '../../../components/job-status-tag';

const RECENT_COUNT = 5;

/** The freelancer's latest hired jobs, with the way to all of them in My Jobs. */
export function RecentProjects() {
  const formatMoney = useFormatMoney();
  const { data, error, isLoading, isError, refetch } = useGetAcceptedJobsQuery({ page: 1, limit: RECENT_COUNT });
  const jobs = data?.applications.map((record) => record.job) ?? [];
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Recent projects</h2>}
      extra={<Link to="/my-project">See all in My Jobs</Link>}
    >
      {isLoading ? (
        <LoadingState label="Loading your recent projects" rows={3} />
      ) : isError ? (
        <ErrorState
          title="We couldn't load your projects"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : jobs.length === 0 ? (
        <Empty description="No projects yet. When a client hires you, the job appears here.">
          <LinkButton type="primary" to="/find-jobs">
            Find Jobs
          </LinkButton>
        </Empty>
      ) : (
        <ul aria-label="Recent projects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {jobs.map((job) => (
            <li key={job._id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{job.title}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {job.owner.fullName} · {formatMoney(job.salary)}
                    </Typography.Text>
                  </div>
                </div>
                <JobStatusTag status={job.status} />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
