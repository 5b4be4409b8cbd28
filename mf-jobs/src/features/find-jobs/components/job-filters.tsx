import { useFormatMoney } from '@freelane/shared';
import { BUDGET_BUCKET_OPTIONS, JOB_CATEGORIES, JOB_RANK_OPTIONS } from '@freelane/shared/contracts/job-options';
import { PlainSelect } from '@freelane/shared/ui';
import { budgetBucketLabel } from '../lib/budget-bucket-label';
import type { FindJobsFilters } from '../lib/find-jobs-params';

type FilterChange = Partial<Pick<FindJobsFilters, 'category' | 'budget' | 'rank'>>;

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  ...JOB_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const RANK_OPTIONS = [{ value: 'all', label: 'All levels' }, ...JOB_RANK_OPTIONS];

/**
 * Category, budget bucket and freelancer level (spec §9 lists); the server applies them. Native
 * selects drawn like antd's (issue 39): the first screen of /find-jobs loads no rc-select.
 */
export function JobFilters({
  filters,
  onChange,
}: {
  filters: FindJobsFilters;
  onChange: (change: FilterChange) => void;
}) {
  const formatMoney = useFormatMoney();
  const budgetOptions = [
    { value: 'all', label: 'Any budget' },
    ...BUDGET_BUCKET_OPTIONS.map((option) => ({ value: option.value, label: budgetBucketLabel(option, formatMoney) })),
  ];
  const filter = (
    label: string,
    value: string,
    options: { value: string; label: string }[],
    key: keyof FilterChange,
  ) => (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200, flex: '1 1 200px' }}>
      <strong>{label}</strong>
      <PlainSelect
        value={value}
        options={options}
        onChange={(next) => {
          if (next) onChange({ [key]: next } as FilterChange);
        }}
      />
    </label>
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {filter('Category', filters.category, CATEGORY_OPTIONS, 'category')}
      {filter('Budget', filters.budget, budgetOptions, 'budget')}
      {filter('Freelancer level', filters.rank, RANK_OPTIONS, 'rank')}
    </div>
  );
}
