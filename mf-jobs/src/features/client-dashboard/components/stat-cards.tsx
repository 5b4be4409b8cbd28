import { PageGrid } from '../../../components/page-grid';
import { getErrorMessage } from '@freelane/shared';
import { ErrorState, PlainCard, PlainSkeleton } from '@freelane/shared/ui';
import { activeJobsNote } from '@freelane/shared/contracts/status-vocabulary';
// Figures as antd's Statistic wrote them (its sizes are kept below): digits grouped with commas.
import { formatCount } from '@freelane/shared/contracts/number-format';
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
      note: activeJobsNote('client'),
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
        <PlainCard key={card.key} aria-label={card.title} style={{ height: '100%' }}>
          {isLoading || !stats ? (
            <PlainSkeleton rows={1} />
          ) : (
            <>
              <div className="fl-text-secondary" style={{ paddingBottom: 4 }}>
                {card.title}
              </div>
              <div style={{ fontSize: 24, lineHeight: 1.5714, color: 'var(--fl-color-text)' }}>
                {card.value === undefined ? '' : formatCount(card.value)}
              </div>
              <span className="fl-text-secondary">{card.note}</span>
            </>
          )}
        </PlainCard>
      ))}
    </PageGrid>
  );
}
