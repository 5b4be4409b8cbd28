import type { CommandContext } from '../commands/command-context';
import type { JobRow } from '../db/schema';
import {
  SETTLED_AFTER_MS,
  openJobsReferences,
  settledOpenJobsReference,
  tags,
  type OpenJobsFacets,
} from '../lib/cache-tags';
import type { OpenJobsFacet, OpenJobsFilter, OpenJobsQuery, PageOf, PostedRange } from '../repositories/jobs';

const filterKey = (filter: OpenJobsFilter) =>
  JSON.stringify([filter.search, filter.category, filter.budget, filter.rank]);

/**
 * How many open jobs match, whoever owns them: a public figure, so it is cached. It is a sum over
 * per-facet counts: one grouped count per keyword (or none) answers every category, budget and rank
 * with it, so a keyword is counted once, not once per filter it is combined with (Best match in a
 * category was a fresh count of the keyword's every match each time). Kept in two parts (inSettledAndFresh).
 */
async function countEveryone(app: CommandContext, today: string, filter: OpenJobsFilter) {
  const search = filter.search;
  // Both counts at once: a read's time under load grows with the statements it runs one after another.
  const everyFacet = inSettledAndFresh(app, `open-jobs:facets:${today}`, {}, (range) =>
    app.repos.jobs.openFacets(today, range),
  );
  const searchFacets = !search
    ? undefined
    : inSettledAndFresh(app, `open-jobs:facets:${today}:${JSON.stringify(search)}`, { search }, (range) =>
        app.repos.jobs.openFacets(today, range, search),
      );
  const [facets, matching = facets] = await Promise.all([everyFacet, searchFacets]);
  const all = sumFacets(facets.settled, {}) + sumFacets(facets.fresh, {});
  return { matching: sumFacets(matching.settled, filter) + sumFacets(matching.fresh, filter), all };
}

/**
 * How long a settled part is kept before it is taken again (moving its moment forward, so the
 * fresh part stays a few minutes of posts).
 */
const REBASE_MS = 60_000;

/**
 * A count of open jobs in two cached parts (lib/cache-tags.ts, SETTLED_AFTER_MS): the jobs posted
 * up to a moment SETTLED_AFTER_MS back, counted once, kept for REBASE_MS and dropped only by what
 * moves an older job in or out of the list (its `open-jobs:settled` facet); and the jobs posted
 * after that moment, a short walk of the newest-first index, dropped by every change to its facet
 * of the list (a keyword's: by the posts whose text contains it, and every other change). A job
 * post, the commonest write, therefore recounts only the minutes since.
 */
async function inSettledAndFresh<T>(
  app: CommandContext,
  key: string,
  facets: OpenJobsFacets & { search?: string },
  count: (range: PostedRange) => Promise<T>,
): Promise<{ settled: T; fresh: T }> {
  const settled = await app.readCache.get(
    `${key}:settled`,
    async () => {
      const upTo = new Date(app.clock.now().getTime() - SETTLED_AFTER_MS);
      return { upTo: upTo.getTime(), value: await count({ upTo }) };
    },
    { references: [settledOpenJobsReference(facets)], ttlMs: () => REBASE_MS },
  );
  const fresh = await app.readCache.get(
    `${key}:after:${settled.upTo}`,
    () => count({ after: new Date(settled.upTo) }),
    {
      references: openJobsReferences(facets),
    },
  );
  return { settled: settled.value, fresh };
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
 * Find Jobs and the public list: a page of open jobs, newest first, and the total. A page of
 * everyone's jobs is the same for every reader, so it is cached, dropped when a job of its
 * narrowest facet enters, leaves or changes in the open list (a keyword's page: when a post's text
 * contains the keyword, or the list changes otherwise; lib/cache-tags.ts openJobsReferences). A
 * page without the caller's own jobs (someone who also posts) is read fresh; its total is the
 * cached count of everyone's matching jobs minus the caller's own (counted through the owner's
 * index).
 */
export async function findOpenJobs(app: CommandContext, query: OpenJobsQuery): Promise<PageOf<JobRow>> {
  if (query.excludeOwnerId) return readOpenJobs(app, query);
  return app.readCache.get(
    `open-jobs:page:${query.today}:${filterKey(query)}:${query.sort ?? 'newest'}:${query.page}:${query.limit}`,
    () => readOpenJobs(app, query),
    { references: openJobsReferences(query) },
  );
}

/** Whether the person has open jobs of their own today (Find Jobs then leaves them out). */
export function ownsOpenJobs(app: CommandContext, userId: string, today: string): Promise<boolean> {
  return app.readCache.get(
    `owns-open-jobs:${userId}:${today}`,
    async () => (await app.repos.jobs.countOpen(today, {}, userId)) > 0,
    { references: [tags.own(userId)] },
  );
}

async function readOpenJobs(app: CommandContext, query: OpenJobsQuery): Promise<PageOf<JobRow>> {
  const filter: OpenJobsFilter = {
    search: query.search,
    category: query.category,
    budget: query.budget,
    rank: query.rank,
  };
  // The first page of a list that one index holds row for row (all open jobs, a category's, a
  // rank's) is read beside the counts, not after them: its walk stops after `limit` rows whatever
  // the count, and under load a read's time grows with the statements it runs one after another
  // (docs/decisions.md, stop 76). Other pages wait for the count: it tells a keyword's page how to
  // read, and a page past the end (or a rare combination of filters) is not walked at all.
  const oneIndexHoldsIt = !filter.search && !filter.budget && !(filter.category && filter.rank);
  const [everyone, own, firstPage] = await Promise.all([
    countEveryone(app, query.today, filter),
    query.excludeOwnerId ? app.repos.jobs.countOpen(query.today, filter, query.excludeOwnerId) : 0,
    oneIndexHoldsIt && query.page === 1 ? app.repos.jobs.listOpen(query) : undefined,
  ]);
  const total = everyone.matching - own;
  if (firstPage) return { rows: firstPage, total };
  const wanted = query.page * query.limit;
  if (total <= wanted - query.limit) return { rows: [], total };
  // For a keyword, walking the newest-first index reads about wanted × all / matching jobs, while
  // collecting the matches through the trigram index and sorting them reads about `matching`: rare
  // keywords are collected. Other filters have no index that finds exactly their matches (a
  // category's index holds every job of it), so their pages always walk.
  const fewMatches = Boolean(filter.search) && everyone.matching * everyone.matching <= wanted * everyone.all;
  // The counts also tell Best match where its substring-only run ends (repositories/jobs.ts).
  const counts = { matching: total, all: everyone.all };
  return { rows: await app.repos.jobs.listOpen(query, { fewMatches, counts }), total };
}
