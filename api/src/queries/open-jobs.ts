import type { CommandContext } from '../commands/command-context';
import type { JobRow } from '../db/schema';
import {
  SETTLED_AFTER_MS,
  openJobsReferences,
  settledOpenJobsReference,
  tags,
  type OpenJobsFacets,
} from '../lib/cache-tags';
import type {
  OpenJobsCounts,
  OpenJobsFacet,
  OpenJobsFilter,
  OpenJobsQuery,
  PageOf,
  PostedRange,
} from '../repositories/jobs';

const filterKey = (filter: OpenJobsFilter) =>
  JSON.stringify([filter.search, filter.category, filter.budget, filter.rank]);

/** One count of open jobs per facet, cached in two parts (inSettledAndFresh): every job's, or a keyword's. */
interface FacetCount {
  key: string;
  facets: OpenJobsFacets & { search?: string };
  count: (range: PostedRange) => Promise<OpenJobsFacet[]>;
}

/** The facet counts of every open job, and of a keyword's matches when there is one. */
function facetCountsOf(app: CommandContext, today: string, search: string | undefined): FacetCount[] {
  const every: FacetCount = {
    key: `open-jobs:facets:${today}`,
    facets: {},
    count: (range) => app.repos.jobs.openFacets(today, range),
  };
  if (!search) return [every];
  return [
    every,
    {
      key: `open-jobs:facets:${today}:${JSON.stringify(search)}`,
      facets: { search },
      count: (range) => app.repos.jobs.openFacets(today, range, search),
    },
  ];
}

/**
 * How many open jobs match, whoever owns them: a public figure, so it is cached. It is a sum over
 * per-facet counts: one grouped count per keyword (or none) answers every category, budget and rank
 * with it, so a keyword is counted once, not once per filter it is combined with (Best match in a
 * category was a fresh count of the keyword's every match each time). Kept in two parts
 * (inSettledAndFresh); the keyword's and every job's are read at once, as a read's time under load
 * grows with the statements it runs one after another.
 */
async function countEveryone(app: CommandContext, today: string, filter: OpenJobsFilter) {
  const [every, matching = every] = await Promise.all(
    facetCountsOf(app, today, filter.search).map((source) => inSettledAndFresh(app, source)),
  );
  const sum = (
    part: { settled: OpenJobsFacet[]; fresh: OpenJobsFacet[] },
    cells: Omit<OpenJobsFilter, 'search'>,
    of?: Of,
  ) => sumFacets(part.settled, cells, of) + sumFacets(part.fresh, cells, of);
  // The newest-first index a page in a facet walks: the category's, else the rank's, else every open job's.
  const narrowest = filter.category ? { category: filter.category } : filter.rank ? { rank: filter.rank } : {};
  return {
    matching: sum(matching, filter),
    all: sum(every, {}),
    fullText: filter.search ? sum(matching, filter, (facet) => facet.fullText ?? 0) : undefined,
    newestIndexRows: sum(every, narrowest),
  } satisfies OpenJobsCounts;
}

/**
 * The settled parts alone of countEveryone's counts (the jobs posted up to a few minutes ago): enough
 * to choose how to read a keyword's page, and cached for REBASE_MS, so rarely a statement.
 */
async function countSettled(app: CommandContext, today: string, filter: OpenJobsFilter) {
  const [every, matching = every] = await Promise.all(
    facetCountsOf(app, today, filter.search).map((source) => settledPart(app, source)),
  );
  return { matching: sumFacets(matching.value, filter), all: sumFacets(every.value, {}) };
}

/**
 * How long a settled part is kept before it is taken again (moving its moment forward, so the
 * fresh part stays a few minutes of posts).
 */
const REBASE_MS = 60_000;

/** The settled part of a count (inSettledAndFresh): the jobs posted up to SETTLED_AFTER_MS back, and that moment. */
function settledPart(app: CommandContext, { key, facets, count }: FacetCount) {
  return app.readCache.get(
    `${key}:settled`,
    async () => {
      const upTo = new Date(app.clock.now().getTime() - SETTLED_AFTER_MS);
      return { upTo: upTo.getTime(), value: await count({ upTo }) };
    },
    { references: [settledOpenJobsReference(facets)], ttlMs: () => REBASE_MS },
  );
}

/**
 * A count of open jobs in two cached parts (lib/cache-tags.ts, SETTLED_AFTER_MS): the jobs posted
 * up to a moment SETTLED_AFTER_MS back, counted once, kept for REBASE_MS and dropped only by what
 * moves an older job in or out of the list (its `open-jobs:settled` facet); and the jobs posted
 * after that moment, a short walk of the newest-first index, dropped by every change to its facet
 * of the list (a keyword's: by the posts whose text contains it, and every other change). A job
 * post, the commonest write, therefore recounts only the minutes since.
 */
async function inSettledAndFresh(
  app: CommandContext,
  source: FacetCount,
): Promise<{ settled: OpenJobsFacet[]; fresh: OpenJobsFacet[] }> {
  const settled = await settledPart(app, source);
  const fresh = await app.readCache.get(
    `${source.key}:after:${settled.upTo}`,
    () => source.count({ after: new Date(settled.upTo) }),
    { references: openJobsReferences(source.facets) },
  );
  return { settled: settled.value, fresh };
}

/** What is summed of a facet: its jobs (the default), or another of its counts. */
type Of = (facet: OpenJobsFacet) => number;

function sumFacets(
  facets: readonly OpenJobsFacet[],
  filter: Omit<OpenJobsFilter, 'search'>,
  of: Of = (facet) => facet.count,
): number {
  let total = 0;
  for (const facet of facets) {
    if (filter.category && facet.category !== filter.category) continue;
    if (filter.rank && facet.rank !== filter.rank) continue;
    if (filter.budget && facet.budget !== filter.budget) continue;
    total += of(facet);
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
  const wanted = query.page * query.limit;
  // For a keyword, walking the newest-first index reads about wanted × all / matching jobs, while
  // collecting the matches through the trigram index and sorting them reads about `matching`: rare
  // keywords are collected (the planner misjudges how many match a keyword). The other filters are
  // left to the planner, which estimates them well: a category's or a rank's page walks its own
  // newest-first index, a budget's walks or collects through the salary index (migration 0029).
  const fewMatchesOf = (counts: { matching: number; all: number }) =>
    Boolean(filter.search) && counts.matching * counts.matching <= wanted * counts.all;
  // A newest-first first page is read beside the counts, not after them, whenever it needs no total
  // to be read: under load a read's time grows with the statements it runs one after another
  // (docs/decisions.md, stop 76). A list one index holds row for row (all open jobs, a category's, a
  // rank's) stops its walk after `limit` rows whatever the count. Any other page reads as the
  // settled part of the count says (cached for a minute; the jobs of the last few minutes are too few
  // to change it): a keyword's, whether to walk or collect its matches; other filters, which always
  // walk, only when that part says the page is not empty, since a walk for nothing reads the whole
  // index. Best match and the later pages wait for the count: Best match needs the exact total, and
  // a page past the end is not read at all.
  let firstPage: Promise<JobRow[]> | undefined;
  if (query.page === 1 && query.sort !== 'relevance') {
    if (!filter.search && !filter.budget && !(filter.category && filter.rank))
      firstPage = app.repos.jobs.listOpen(query);
    else {
      const settled = await countSettled(app, query.today, filter);
      if (filter.search || settled.matching > 0)
        firstPage = app.repos.jobs.listOpen(query, { fewMatches: fewMatchesOf(settled) });
    }
  }
  const [everyone, own, rows] = await Promise.all([
    countEveryone(app, query.today, filter),
    query.excludeOwnerId ? app.repos.jobs.countOpen(query.today, filter, query.excludeOwnerId) : 0,
    firstPage,
  ]);
  const total = everyone.matching - own;
  if (rows) return { rows, total };
  if (total <= wanted - query.limit) return { rows: [], total };
  const fewMatches = fewMatchesOf(everyone);
  // The counts also tell Best match where its substring-only run ends and how to find its first
  // run (repositories/jobs.ts); the full-text count is everyone's (the caller's own jobs are few).
  const counts: OpenJobsCounts = { ...everyone, matching: total };
  return { rows: await app.repos.jobs.listOpen(query, { fewMatches, counts }), total };
}
