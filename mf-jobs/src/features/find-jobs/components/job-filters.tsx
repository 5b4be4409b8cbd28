import { Flex, Select, Typography } from 'antd';
import { useFormatMoney } from '@freelane/shared';
import { BUDGET_BUCKET_OPTIONS, JOB_CATEGORIES, JOB_RANK_OPTIONS } from '@freelane/shared/contracts';
import { budgetBucketLabel } from '../lib/budget-bucket-label';
import type { FindJobsFilters } from '../lib/find-jobs-params';

type FilterChange = Partial<Pick<FindJobsFilters, 'category' | 'budget' | 'rank'>>;

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All categories' }, ...JOB_CATEGORIES.map((c) => ({ value: c, label: c }))];
const RANK_OPTIONS = [{ value: 'all', label: 'All levels' }, ...JOB_RANK_OPTIONS];

/** Category, budget bucket and freelancer level (spec §9 lists); the server applies them. */
export function JobFilters({ filters, onChange }: { filters: FindJobsFilters; onChange: (change: FilterChange) => void }) {
  const formatMoney = useFormatMoney();
  const budgetOptions = [
    { value: 'all', label: 'Any budget' },
    ...BUDGET_BUCKET_OPTIONS.map((option) => ({ value: option.value, label: budgetBucketLabel(option, formatMoney) })),
  ];
  const filter = (label: string, value: string, options: { value: string; label: string }[], key: keyof FilterChange) => (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200, flex: '1 1 200px' }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Select
        aria-label={label}
        value={value}
        options={options}
        onChange={(next: string) => onChange({ [key]: next } as FilterChange)}
      />
    </label>
  );
  return (
    <Flex gap={16} wrap>
      {filter('Category', filters.category, CATEGORY_OPTIONS, 'category')}
      {filter('Budget', filters.budget, budgetOptions, 'budget')}
      {filter('Freelancer level', filters.rank, RANK_OPTIONS, 'rank')}
    </Flex>
  );
}
