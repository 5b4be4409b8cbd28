import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { getErrorMessage, greetingFor, useCurrentUser, useFormatMoney, useIsFirstSignIn } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, ProfilePrompt, SvgIcon, TextLink, FlexBox } from '@freelane/shared/ui';
import {
  activeJobsNote,
  APPLICATION_STATUS_LABELS,
  JOB_STATUS_LABELS,
} from '@freelane/shared/contracts/status-vocabulary';
import { useGetFreelancerStatsQuery } from '../features/freelancer-stats/api/get-freelancer-stats';
import { RecentProjects } from '../features/freelancer-stats/components/recent-projects';
import { StatGrid } from '../features/freelancer-stats/components/stat-grid';

/** A figure not loaded yet. */
const PENDING = '–';

/**
 * /freelancersHome — the freelancer's real figures (no placeholders), recent projects and where to go
 * next. Drawn with the plain components only: no antd to load before a phone can use it (issue 26).
 */
function FreelancersHome() {
  const formatMoney = useFormatMoney();
  const user = useCurrentUser();
  const firstSignIn = useIsFirstSignIn();
  const { data, error, isLoading, isError, refetch } = useGetFreelancerStatsQuery();
  const firstName = user?.fullName.split(' ')[0];
  const stats = data?.stats;

  return (
    <PageContainer>
      <FlexBox justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 24 }}>
        <div>
          <h1 className="fl-title" style={{ margin: 0 }}>
            {greetingFor(firstName, firstSignIn)}
          </h1>
          <span className="fl-text-secondary">
            Your work at a glance. Freelane takes no commission on what you earn.
          </span>
        </div>
        <FlexBox align="center" gap={8} wrap>
          <LinkButton type="primary" icon={<SvgIcon icon={SearchOutlined} />} to="/find-jobs">
            Find Jobs
          </LinkButton>
          <LinkButton icon={<SvgIcon icon={BellOutlined} />} to="/notification">
            Notifications
          </LinkButton>
        </FlexBox>
      </FlexBox>
      <ProfilePrompt user={user} />
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
        <FlexBox vertical gap={16} aria-busy={isLoading}>
          <StatGrid
            stats={[
              {
                label: 'Active Jobs',
                value: stats?.activeJobs ?? PENDING,
                hint: activeJobsNote('freelancer'),
              },
              {
                label: JOB_STATUS_LABELS.paused,
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
          <p className="fl-paragraph">
            {stats ? (
              <>
                Proposals: {stats.proposalsSent} sent, {stats.proposalsPending}{' '}
                {APPLICATION_STATUS_LABELS.pending.toLowerCase()}, {stats.proposalsAccepted}{' '}
                {APPLICATION_STATUS_LABELS.accepted.toLowerCase()}.{' '}
              </>
            ) : null}
            <TextLink to="/proposals">See your proposals</TextLink>
          </p>
        </FlexBox>
      )}
      <div style={{ marginTop: 24 }}>
        <RecentProjects />
      </div>
    </PageContainer>
  );
}

export default FreelancersHome;
