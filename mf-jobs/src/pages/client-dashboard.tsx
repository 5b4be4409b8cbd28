import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { greetingFor, useCurrentUser, useIsFirstSignIn } from '@freelane/shared';
import { DASHBOARD_PERIODS } from '@freelane/shared/contracts/dashboard-periods';
import { LinkButton, PageContainer, ProfilePrompt, FlexBox } from '@freelane/shared/ui';
import { DashboardJobs, type DashboardPeriod } from '../features/client-dashboard/components/dashboard-jobs';
import { ClientJobDrafts } from '../features/job-drafts/components/client-job-drafts';
import { HiringAssistantPromo } from '../features/client-dashboard/components/hiring-assistant-promo';
import { ProfileCard } from '../features/client-dashboard/components/profile-card';
import { RecommendedTalent } from '../features/client-dashboard/components/recommended-talent';
import { StatCards } from '../features/client-dashboard/components/stat-cards';
import { PageGrid } from '../components/page-grid';
import { WhenNear } from '../components/when-near';

/** Below the first screen, and the one part that draws a chart: its module comes when scrolled near (issue 38). */
const SpendingChart = lazy(() => import('../features/client-dashboard/components/spending-chart'));
const SPENDING_CHART_PLACE = 300;

function parsePeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((days) => String(days) === value) ?? 'all';
}

/**
 * /client-dashboard — the client's figures, latest jobs (time filter in the URL), profile, assistant
 * promo and talent. Its first screen is drawn with the plain components only (no antd to load before
 * a phone can use it, issue 26); the decline dialog and the reviews drawer bring antd when opened.
 */
function ClientDashboard() {
  const user = useCurrentUser();
  const firstSignIn = useIsFirstSignIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get('days'));

  return (
    <PageContainer>
      <FlexBox justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <div>
          <h1 className="fl-title" style={{ margin: 0, fontSize: 30 }}>
            Dashboard
          </h1>
          {user && <span className="fl-text-secondary">{greetingFor(user.fullName, firstSignIn)}.</span>}
        </div>
        <LinkButton type="primary" size="large" to="/post-jobs">
          Post A Job
        </LinkButton>
      </FlexBox>
      <ProfilePrompt user={user} />
      <StatCards />
      <ClientJobDrafts />
      <PageGrid layout="main-side" wide style={{ marginTop: 24 }}>
        <div>
          <DashboardJobs
            period={period}
            onPeriodChange={(next) => setSearchParams(next === 'all' ? {} : { days: String(next) })}
          />
        </div>
        <FlexBox vertical gap={24}>
          {user && <ProfileCard user={user} />}
          <HiringAssistantPromo />
          <RecommendedTalent />
        </FlexBox>
      </PageGrid>
      <WhenNear minHeight={SPENDING_CHART_PLACE}>
        <Suspense fallback={<div aria-busy="true" style={{ minHeight: SPENDING_CHART_PLACE }} />}>
          <SpendingChart />
        </Suspense>
      </WhenNear>
    </PageContainer>
  );
}

export default ClientDashboard;
