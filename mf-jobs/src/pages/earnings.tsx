import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import { ErrorState, PageContainer, LoadingState, PlainCard } from '@freelane/shared/ui';
import { useGetFreelancerStatsQuery } from '../features/freelancer-stats/api/get-freelancer-stats';
import { EarningsTable } from '../features/freelancer-stats/components/earnings-table';
import { StatGrid } from '../features/freelancer-stats/components/stat-grid';
import { MonthlyChart } from '../components/monthly-chart';
import { TransactionsCsvButton } from '../components/transactions-csv-button';
import { FlexBox } from '../components/flex-box';

/**
 * /earnings — totals from the freelancer's own jobs and the completed jobs they come from. Its first
 * screen is plain (no antd, issue 39); the chart, the pager and the Confirm Received dialog load when shown.
 */
function Earnings() {
  const formatMoney = useFormatMoney();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, isError, refetch } = useGetFreelancerStatsQuery();

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
      {isLoading ? (
        <LoadingState label="Loading your earnings" rows={2} />
      ) : isError || !data ? (
        <ErrorState
          title="We couldn't load your earnings"
          message={getErrorMessage(error, 'Something went wrong while loading your earnings. Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : (
        <StatGrid
          stats={[
            { label: 'Total Earned', value: formatMoney(data.stats.totalEarned), hint: 'Agreed on accepted work' },
            {
              label: 'Awaiting Confirmation',
              value: formatMoney(data.stats.awaitingConfirmation),
              hint: 'Due or marked paid, not yet confirmed received by you',
            },
            { label: 'Pending', value: formatMoney(data.stats.pendingEarnings), hint: 'Hired jobs not yet completed' },
            {
              label: 'This Month',
              value: formatMoney(data.stats.earnedThisMonth),
              hint: 'Completed this calendar month',
            },
            ...(data.stats.assistantFeesEarned > 0
              ? [
                  {
                    label: 'Assistant Fees',
                    value: formatMoney(data.stats.assistantFeesEarned),
                    hint: 'Hires on your recommendation',
                  },
                ]
              : []),
          ]}
        />
      )}
      {data && (
        <PlainCard title="Earnings per month" style={{ marginTop: 24 }}>
          <MonthlyChart label="Earnings per month" data={data.stats.earningsByMonth} />
        </PlainCard>
      )}
      <PlainCard title="Completed jobs" style={{ marginTop: 24 }}>
        <EarningsTable page={page} onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
      </PlainCard>
    </PageContainer>
  );
}

export default Earnings;
