import type { CommandContext } from '../commands/command-context';
import type { JobRow } from '../db/schema';
import type { OpenJobsFacet, OpenJobsFilter, OpenJobsQuery, PageOf } from '../repositories/jobs';

/**
 * How many open jobs match, whoever owns them: a public figure, so it is cached (plugins/read-cache).
 * Without a keyword it is a sum over the per-facet counts (one query answers every filter);
 * a keyword is counted on its own.
 */
async function countEveryone(app: CommandContext, today: string, filter: OpenJobsFilter) {
  const facets = await app.readCache.get(`open-jobs:facets:${today}`, () => app.repos.jobs.openFacets(today));
  const all = sumFacets(facets, {});
  if (!filter.search) return { matching: sumFacets(facets, filter), all };
  const key = `open-jobs:count:${today}:${JSON.stringify([filter.search, filter.category, filter.budget, filter.rank])}`;
  return { matching: await app.readCache.get(key, () => app.repos.jobs.countOpen(today, filter)), all };
}

function sumFacets(facets: readonly OpenJobsFacet[], filter: Omit<OpenJobsFilter, 'search'>): number {
  let total = 0;
  for (const facet of facets) {
    if (filter.category && facet.category !== filter.category) continue;
    if (filter.rank && facet.rank !== filter.rank) continue;
    if (filter.budget && facet.budget !== filter.budget) continue;
    total += facet.count;
  }
  return total;
}

/**
 * Find Jobs and the public list: a page of open jobs, newest first, and the total. The total is
 * the cached count of everyone's matching jobs minus the caller's own (counted fresh, through the
 * owner's index). The page itself is always read fresh.
 */
export async function findOpenJobs(app: CommandContext, query: OpenJobsQuery): Promise<PageOf<JobRow>> {
  const filter: OpenJobsFilter = { search: query.search, category: query.category, budget: query.budget, rank: query.rank };
  const [everyone, own] = await Promise.all([
    countEveryone(app, query.today, filter),
    query.excludeOwnerId ? app.repos.jobs.countOpen(query.today, filter, query.excludeOwnerId) : 0,
  ]);
  const total = everyone.matching - own;
  const wanted = query.page * query.limit;
  if (total <= wanted - query.limit) return { rows: [], total };
  // For a keyword, walking the newest-first index reads about wanted × all / matching jobs, while
  // collecting the matches through the trigram index and sorting them reads about `matching`: rare
  // keywords are collected. Other filters have no index that finds exactly their matches (a
  // category's index holds every job of it), so their pages always walk.
  const fewMatches = Boolean(filter.search) && everyone.matching * everyone.matching <= wanted * everyone.all;
  return { rows: await app.repos.jobs.listOpen(query, { fewMatches }), total };
}
