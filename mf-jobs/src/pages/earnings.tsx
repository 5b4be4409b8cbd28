import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import { ErrorState, PageContainer, PlainCard, FlexBox } from '@freelane/shared/ui';
import { useGetFreelancerStatsQuery } from '../features/freelancer-stats/api/get-freelancer-stats';
import { EarningsTable } from '../features/freelancer-stats/components/earnings-table';
import { StatGrid } from '../features/freelancer-stats/components/stat-grid';
import { MONTHLY_CHART_HEIGHT, MonthlyChart } from '../components/monthly-chart';
import { TransactionsCsvButton } from '../components/transactions-csv-button';

/**
 * /earnings — totals from the freelancer's own jobs and the completed jobs they come from. Its first
 * screen is plain (no antd, issue 39); the chart, the pager and the Confirm Received dialog load when shown.
 */
function Earnings() {
  const formatMoney = useFormatMoney();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, isError, refetch } = useGetFreelancerStatsQuery();
  const figure = (amount: number | undefined) => (amount === undefined ? '–' : formatMoney(amount));

  return (
    <PageContainer>
      <FlexBox justify="space-between" align="flex-start" wrap gap={12}>
        <h1 className="fl-title" style={{ marginTop: 0 }}>
          Earnings
        </h1>
        <TransactionsCsvButton />
      </FlexBox>
      <p className="fl-paragraph fl-text-secondary">
        Amounts are the prices agreed with your clients, due from them to you directly once they accept the work.
        Freelane takes no commission and holds no money: confirm each payment here once you have received it.
      </p>
      {isError || (!isLoading && !data) ? (
        <ErrorState
          title="We couldn't load your earnings"
          message={getErrorMessage(error, 'Something went wrong while loading your earnings. Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : (
        // While loading, the same cards and chart box stand in their places with a dash for each
        // figure: nothing below moves when the figures arrive (issue 39: CLS ≤ 0.05).
        <div
          role={data ? undefined : 'status'}
          aria-label={data ? undefined : 'Loading your earnings'}
          aria-busy={!data}
        >
          <StatGrid
            stats={[
              { label: 'Total Earned', value: figure(data?.stats.totalEarned), hint: 'Agreed on accepted work' },
              {
                label: 'Awaiting Confirmation',
                value: figure(data?.stats.awaitingConfirmation),
                hint: 'Due or marked paid, not yet confirmed received by you',
              },
              { label: 'Pending', value: figure(data?.stats.pendingEarnings), hint: 'Hired jobs not yet completed' },
              {
                label: 'This Month',
                value: figure(data?.stats.earnedThisMonth),
                hint: 'Completed this calendar month',
              },
              ...(data && data.stats.assistantFeesEarned > 0
                ? [
                    {
                      label: 'Assistant Fees',
                      value: figure(data.stats.assistantFeesEarned),
                      hint: 'Hires on your recommendation',
                    },
                  ]
                : []),
            ]}
          />
          <PlainCard title="Earnings per month" style={{ marginTop: 24 }}>
            {data ? (
              <MonthlyChart label="Earnings per month" data={data.stats.earningsByMonth} />
            ) : (
              <div style={{ height: MONTHLY_CHART_HEIGHT }} />
            )}
          </PlainCard>
        </div>
      )}
      <PlainCard title="Completed jobs" style={{ marginTop: 24 }}>
        <EarningsTable page={page} onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
      </PlainCard>
    </PageContainer>
  );
}

export default Earnings;
