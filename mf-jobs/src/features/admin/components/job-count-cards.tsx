import { activeJobsNote, type AdminOverviewResponse } from '@freelane/shared/contracts';
import { PageGrid } from '../../../components/page-grid';

const CARDS = [
  { key: 'total', label: 'Total Jobs' },
  { key: 'completed', label: 'Completed Jobs' },
  { key: 'active', label: 'Active Jobs', hint: activeJobsNote('admin') },
] as const;

/**
 * Total, completed and active job counts (active: ACTIVE_JOB_STATUSES, the one definition every
 * role's count uses). Plain cards: the admin panel's first screen loads no antd (issue 39).
 */
export function JobCountCards({ counts }: { counts: AdminOverviewResponse['counts'] }) {
  return (
    <PageGrid layout="thirds-sm">
      {CARDS.map((card) => (
        <div key={card.key} role="group" aria-label={card.label} className="fl-card">
          <div className="fl-card__body">
            <span className="fl-text-secondary">{card.label}</span>
            <div style={{ fontSize: 30, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{counts[card.key]}</div>
            {'hint' in card && <span className="fl-text-secondary">{card.hint}</span>}
          </div>
        </div>
      ))}
    </PageGrid>
  );
}
