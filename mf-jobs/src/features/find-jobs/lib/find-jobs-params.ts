import { BUDGET_BUCKETS, JOB_CATEGORIES, JOB_RANKS } from '@freelane/shared/contracts/job-options';
import { knownValue } from '@freelane/shared/contracts/known-values';
import type { BudgetBucket, JobSort, JobCategory, JobRank } from '@freelane/shared/contracts';

/** The orders of Find Jobs (`JOB_SORTS` of contracts/jobs.ts, a zod module a first screen does not load). */
const JOB_SORTS: readonly JobSort[] = ['relevance', 'newest'];

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

/** A known option from the URL, else 'all' (a hand-edited URL never breaks the page); plain, no zod (issue 39). */
function optionOrAll<T extends string>(options: readonly T[], value: string | null): T | 'all' {
  return knownValue(options, value) ?? 'all';
}

export function readFindJobsParams(params: URLSearchParams): FindJobsFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    category: optionOrAll(JOB_CATEGORIES, params.get('category')),
    budget: optionOrAll(BUDGET_BUCKETS, params.get('budget')),
    rank: optionOrAll(JOB_RANKS, params.get('rank')),
    sort: knownValue(JOB_SORTS, params.get('sort')) ?? 'default',
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
