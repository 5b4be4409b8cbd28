import { PlainSegmented } from '@freelane/shared/ui';
import type { TalentSort } from '@freelane/shared/contracts/talent-sorts';

/** The Ranking orders; the others are Sort By. Both groups set the one server-side order. */
const RANKING_SORTS: readonly TalentSort[] = ['projects', 'rating'];
const isRanking = (sort: TalentSort) => RANKING_SORTS.includes(sort);

const SORT_BY = [
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name A–Z' },
] as const;
const RANKING = [
  { value: 'projects', label: 'Most projects completed' },
  { value: 'rating', label: 'Top rated' },
] as const;

interface TalentSortControlsProps {
  sort: TalentSort;
  onChange: (sort: TalentSort) => void;
}

/**
 * Sort By (Newest, Name A–Z) and Ranking (Most projects completed, Top rated): one server-side order.
 * Plain radio groups (issue 39); the group whose order is not in use has no choice checked.
 */
export function TalentSortControls({ sort, onChange }: TalentSortControlsProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span aria-hidden="true">Sort By</span>
        <PlainSegmented<TalentSort>
          label="Sort By"
          value={isRanking(sort) ? ('' as TalentSort) : sort}
          options={SORT_BY}
          onChange={onChange}
        />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span aria-hidden="true">Ranking</span>
        <PlainSegmented<TalentSort>
          label="Ranking"
          value={isRanking(sort) ? sort : ('' as TalentSort)}
          options={RANKING}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
