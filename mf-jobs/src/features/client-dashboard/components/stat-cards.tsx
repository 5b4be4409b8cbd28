import { Card, Skeleton, Statistic, Typography } from 'antd';
import { PageGrid } from '../../../components/page-grid';
import { getErrorMessage } from '@freelane/shared';
import { ErrorState } from '@freelane/shared/ui';
import { useGetClientDashboardQuery } from '../api/get-client-dashboard';

/** The three cards, every figure from the API (no fixed "+2" or rating: spec placeholders dropped). */
export function StatCards() {
  const { data, error, isLoading, isError, refetch } = useGetClientDashboardQuery();
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load your figures"
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  const stats = data?.stats;
  const cards = [
    {
      key: 'active',
      title: 'Active Jobs',
      value: stats?.activeJobs,
      note: 'Open, in progress or waiting for your review',
    },
    {
      key: 'talent',
      title: 'Talent Connection',
      value: stats?.talentConnections,
      note: stats ? `+${stats.talentConnectionsThisMonth} this month` : '',
    },
    {
      key: 'completed',
      title: 'Completed Project',
      value: stats?.completedJobs,
      note: 'Work accepted or auto-completed',
    },
  ];
  return (
    <PageGrid layout="thirds">
      {cards.map((card) => (
        <Card key={card.key} style={{ height: '100%' }}>
          <section aria-label={card.title}>
            {isLoading || !stats ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : (
              <>
                <Statistic title={card.title} value={card.value} />
                <Typography.Text type="secondary">{card.note}</Typography.Text>
              </>
            )}
          </section>
        </Card>
      ))}
    </PageGrid>
  );
}
