import { BellOutlined, SearchOutlined } from '@ant-design/icons';
import { Flex, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage, useCurrentUser, useFormatMoney } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, withAntd } from '@freelane/shared/ui';
import { useGetFreelancerStatsQuery } from '../features/freelancer-stats/api/get-freelancer-stats';
import { RecentProjects } from '../features/freelancer-stats/components/recent-projects';
import { StatGrid } from '../features/freelancer-stats/components/stat-grid';

/** A figure not loaded yet. */
const PENDING = '–';

/** /freelancersHome — the freelancer's real figures (no placeholders), recent projects and where to go next. */
function FreelancersHome() {
  const formatMoney = useFormatMoney();
  const user = useCurrentUser();
  const { data, error, isLoading, isError, refetch } = useGetFreelancerStatsQuery();
  const firstName = user?.fullName.split(' ')[0];
  const stats = data?.stats;

  return (
    <PageContainer>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
          </Typography.Title>
          <Typography.Text type="secondary">
            Your work at a glance. Freelane takes no commission on what you earn.
          </Typography.Text>
        </div>
        <Space wrap>
          <LinkButton type="primary" icon={<SearchOutlined />} to="/find-jobs">
            Find Jobs
          </LinkButton>
          <LinkButton icon={<BellOutlined />} to="/notification">
            Notifications
          </LinkButton>
        </Space>
      </Flex>
      {isLoading ? (
        <span role="status" className="visually-hidden">
          Loading your figures
        </span>
      ) : null}
      {isError || (!isLoading && !stats) ? (
        <ErrorState
          title="We couldn't load your figures"
          message={getErrorMessage(error, 'Something went wrong while loading your figures. Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : (
        // While loading, the same cards with a dash: the figures then fill them in place instead of
        // a skeleton of another height pushing Recent Projects down (a layout shift on phones).
        <Space orientation="vertical" size={16} style={{ width: '100%' }} aria-busy={isLoading}>
          <StatGrid
            stats={[
              {
                label: 'Active Jobs',
                value: stats?.activeJobs ?? PENDING,
                hint: 'Hired and in progress or in revision',
              },
              {
                label: 'Under Review',
                value: stats?.underReview ?? PENDING,
                hint: 'Submitted, waiting for the client',
              },
              { label: 'Completed', value: stats?.completedJobs ?? PENDING, hint: 'Accepted by the client' },
              {
                label: 'Total Earned',
                value: stats ? formatMoney(stats.totalEarned) : PENDING,
                hint: 'Agreed prices of completed jobs',
              },
            ]}
          />
          <Typography.Paragraph>
            {stats ? (
              <>
                Proposals: {stats.proposalsSent} sent, {stats.proposalsPending} under review, {stats.proposalsAccepted}{' '}
                shortlisted.{' '}
              </>
            ) : null}
            <Link to="/proposals">See your proposals</Link>
          </Typography.Paragraph>
        </Space>
      )}
      <div style={{ marginTop: 24 }}>
        <RecentProjects />
      </div>
    </PageContainer>
  );
}

export default withAntd(FreelancersHome);
