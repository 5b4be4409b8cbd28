import { Card, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import { ErrorState, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { useGetFreelancerStatsQuery } from '../features/freelancer-stats/api/get-freelancer-stats';
import { EarningsTable } from '../features/freelancer-stats/components/earnings-table';
import { StatGrid } from '../features/freelancer-stats/components/stat-grid';
import { MonthlyChart } from '../components/monthly-chart';
import { TransactionsCsvButton } from '../components/transactions-csv-button';

/** /earnings — totals from the freelancer's own jobs and the completed jobs they come from. */
function Earnings() {
  const formatMoney = useFormatMoney();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, isError, refetch } = useGetFreelancerStatsQuery();

  return (
    <PageContainer>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Earnings
        </Typography.Title>
        <TransactionsCsvButton />
      </Flex>
      <Typography.Paragraph type="secondary">
        Amounts are the prices agreed with your clients, due from them to you directly once they accept the work.
        Freelane takes no commission and holds no money: confirm each payment here once you have received it.
      </Typography.Paragraph>
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
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Earnings per month</h2>} style={{ marginTop: 24 }}>
          <MonthlyChart label="Earnings per month" data={data.stats.earningsByMonth} />
        </Card>
      )}
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Completed jobs</h2>} style={{ marginTop: 24 }}>
        <EarningsTable page={page} onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
      </Card>
    </PageContainer>
  );
}

export default withAntd(Earnings);
