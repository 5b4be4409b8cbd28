import type { BudgetBucket, JobCategory, JobRank, SavedSearch } from '@freelane/shared/contracts';

/** The Find Jobs query a saved search keeps (the same fields as GET /job/getAllJobs). */
export interface SavedSearchQuery {
  search?: string;
  category?: JobCategory;
  budget?: BudgetBucket;
  rank?: JobRank;
}

/** A saved search's Find Jobs address. */
export function findJobsLink(search: SavedSearch): string {
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.category) params.set('category', search.category);
  if (search.budget) params.set('budget', search.budget);
  if (search.rank) params.set('rank', search.rank);
  const query = params.toString();
  return query ? `/find-jobs?${query}` : '/find-jobs';
}

/** A short description of what the search keeps ("react · Web Development"). */
export function describeQuery(search: Pick<SavedSearch, 'search' | 'category' | 'budget' | 'rank'>): string {
  const parts = [search.search ? `“${search.search}”` : null, search.category, search.budget, search.rank].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(' · ') : 'Every open job';
}
