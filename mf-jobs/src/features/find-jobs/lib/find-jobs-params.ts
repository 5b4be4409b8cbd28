import {
  budgetBucket,
  jobCategory,
  jobRank,
  jobSort,
  type BudgetBucket,
  type JobSort,
  type JobCategory,
  type JobRank,
} from '@freelane/shared/contracts';

/** Find Jobs state as the URL holds it, so a search is shareable and survives reload. */
export interface FindJobsFilters {
  search: string;
  category: JobCategory | 'all';
  budget: BudgetBucket | 'all';
  rank: JobRank | 'all';
  /** Issue 37: 'default' lets the server choose (Best match with search text, else newest). */
  sort: JobSort | 'default';
  page: number;
}

/** A known option from the URL, else 'all' (a hand-edited URL never breaks the page). */
function optionOrAll<T extends string>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  value: string | null,
): T | 'all' {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'all';
}

export function readFindJobsParams(params: URLSearchParams): FindJobsFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    category: optionOrAll(jobCategory, params.get('category')),
    budget: optionOrAll(budgetBucket, params.get('budget')),
    rank: optionOrAll(jobRank, params.get('rank')),
    sort: jobSort.safeParse(params.get('sort')).data ?? 'default',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeFindJobsParams(filters: FindJobsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.budget !== 'all') params.set('budget', filters.budget);
  if (filters.rank !== 'all') params.set('rank', filters.rank);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query a saved search keeps (issue 37): the filters that differ from the defaults, without page and order. */
export function queryOfFilters(filters: FindJobsFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category !== 'all' ? { category: filters.category } : {}),
    ...(filters.budget !== 'all' ? { budget: filters.budget } : {}),
    ...(filters.rank !== 'all' ? { rank: filters.rank } : {}),
  };
}
