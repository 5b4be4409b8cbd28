import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@freelane/shared';
import { DASHBOARD_PERIODS } from '@freelane/shared/contracts/dashboard-periods';
import { LinkButton, PageContainer, withAntd } from '@freelane/shared/ui';
import { DashboardJobs, type DashboardPeriod } from '../features/client-dashboard/components/dashboard-jobs';
import { ClientJobDrafts } from '../features/job-drafts/components/client-job-drafts';
import { HiringAssistantPromo } from '../features/client-dashboard/components/hiring-assistant-promo';
import { ProfileCard } from '../features/client-dashboard/components/profile-card';
import { RecommendedTalent } from '../features/client-dashboard/components/recommended-talent';
import { StatCards } from '../features/client-dashboard/components/stat-cards';
import { PageGrid } from '../components/page-grid';

function parsePeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((days) => String(days) === value) ?? 'all';
}

/** /client-dashboard — the client's figures, latest jobs (time filter in the URL), profile, assistant promo and talent. */
function ClientDashboard() {
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get('days'));

  return (
    <PageContainer>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
            Dashboard
          </Typography.Title>
          {user && <Typography.Text type="secondary">Welcome back, {user.fullName}.</Typography.Text>}
        </div>
        <LinkButton type="primary" size="large" to="/post-jobs">
          Post A Job
        </LinkButton>
      </Flex>
      <StatCards />
      <ClientJobDrafts />
      <PageGrid layout="main-side" wide style={{ marginTop: 24 }}>
        <div>
          <DashboardJobs
            period={period}
            onPeriodChange={(next) => setSearchParams(next === 'all' ? {} : { days: String(next) })}
          />
        </div>
        <Flex vertical gap={24}>
          {user && <ProfileCard user={user} />}
          <HiringAssistantPromo />
          <RecommendedTalent />
        </Flex>
      </PageGrid>
    </PageContainer>
  );
}

export default withAntd(ClientDashboard);
