import {
  BUDGET_BUCKET_OPTIONS,
  SERVER_CACHE_KINDS,
  type BudgetBucket,
  type ServerCacheKind,
} from '@freelane/shared/contracts';

/**
 * What a cached read depends on and what a committed write changed, in one vocabulary
 * (lib/read-cache.ts). Repositories name the tags of what they wrote; reads name the tags of
 * what they read; a write route declares the kinds it may change (its definition's `changes`).
 * The kinds are the server's half of the one list front and back, with what one tag of each
 * stands for: @freelane/shared/contracts/cache-kinds.ts (the browser's RTK Query tag types are
 * the same names).
 */
export const TAG_KINDS: readonly ServerCacheKind[] = SERVER_CACHE_KINDS;
export type TagKind = ServerCacheKind;

export function kindOf(tag: string): string {
  const colon = tag.indexOf(':');
  return colon < 0 ? tag : tag.slice(0, colon);
}

export const tags = {
  job: (jobId: string) => `job:${jobId}`,
  user: (userId: string) => `user:${userId}`,
  own: (userId: string) => `own:${userId}`,
  notifications: (userId: string) => `notifications:${userId}`,
  /** One session, by sha256 of its id (the id itself never leaves the sessions table). */
  session: (sessionHash: string) => `session:${sessionHash}`,
  sessionsOf: (userId: string) => `session:of:${userId}`,
  reviewsAbout: (userId: string) => `reviews:${userId}`,
  reviewPeriods: 'schedule:review-periods',
  reviewWindows: 'schedule:review-windows',
} as const;

/** The parties of a job whose own lists and figures show it. */
export function jobPartyTags(job: { id: string; ownerId: string; hiredFreelancerId: string | null }): string[] {
  const list = [tags.job(job.id), tags.own(job.ownerId)];
  if (job.hiredFreelancerId) list.push(tags.own(job.hiredFreelancerId));
  return list;
}

/** Find Jobs' filters that have a facet tag: a page filtered by one is only changed by jobs in it. */
export interface OpenJobsFacets {
  category?: string | null;
  budget?: BudgetBucket | null;
  rank?: string | null;
}

const OPEN_JOBS = 'open-jobs';
const OPEN_SETTLED = `${OPEN_JOBS}:settled`;

/** The budget bucket a salary falls in (BUDGET_BUCKET_OPTIONS is the one definition; the SQL twin is in repositories/jobs). */
export function budgetBucketOf(salary: number): BudgetBucket | null {
  const option = BUDGET_BUCKET_OPTIONS.find(
    (candidate) =>
      (candidate.min === null || (candidate.minInclusive ? salary >= candidate.min : salary > candidate.min)) &&
      (candidate.max === null || (candidate.maxInclusive ? salary <= candidate.max : salary < candidate.max)),
  );
  return option?.value ?? null;
}

/**
 * The tags a job that enters, leaves or changes in the open list invalidates: the whole list (every
 * unfiltered or keyword page, the counts) and the pages of each facet it belongs to.
 */
export function openJobsTags(job: { category: string; salary: number; rank: string }): string[] {
  return facetTags(OPEN_JOBS, job);
}

/**
 * The open-jobs counts are kept in two parts (queries/open-jobs.ts): the jobs posted up to a moment
 * at least SETTLED_AFTER_MS ago (the settled part: counted over the whole table once and kept), and
 * the jobs posted since (the fresh part: a short walk of the newest-first index). A job being posted
 * only changes the fresh part, so a job post drops the pages and the fresh counts, never the
 * expensive settled counts; anything else that moves a job in or out of the open list or within it
 * (an edit, a hire, a deletion: `jobWriteTags`) drops both. A deadline passing needs no tag: the
 * counts are kept per day.
 */
export const SETTLED_AFTER_MS = 120_000;

/**
 * A post whose change is reported this long after the time it was posted at (its created_at) also
 * drops the settled counts: a settled count taken meanwhile may have been read before the post
 * committed, while already covering its created_at. SETTLED_AFTER_MS minus this margin is how far
 * a commit may trail its report, plus the clock difference between two API machines.
 */
export const LATE_POST_MS = 30_000;

/** The tags of the settled part of the open list a job belongs to (see SETTLED_AFTER_MS). */
export function settledOpenJobsTags(job: { category: string; salary: number; rank: string }): string[] {
  return facetTags(OPEN_SETTLED, job);
}

function facetTags(prefix: string, job: { category: string; salary: number; rank: string }): string[] {
  const bucket = budgetBucketOf(job.salary);
  const list = [prefix, `${prefix}:category:${job.category}`, `${prefix}:rank:${job.rank}`];
  if (bucket) list.push(`${prefix}:budget:${bucket}`);
  return list;
}

/**
 * What a page of open jobs (or a count) filtered this way depends on: the narrowest facet it
 * filters on, as only a job in that facet can enter, leave or move within it; a page with no facet
 * filter (none, or a keyword only) depends on the whole list.
 */
export function openJobsReference(filter: OpenJobsFacets): string {
  return facetReference(OPEN_JOBS, filter);
}

/** What a settled count filtered this way depends on (see SETTLED_AFTER_MS). */
export function settledOpenJobsReference(filter: OpenJobsFacets): string {
  return facetReference(OPEN_SETTLED, filter);
}

function facetReference(prefix: string, filter: OpenJobsFacets): string {
  if (filter.category) return `${prefix}:category:${filter.category}`;
  if (filter.budget) return `${prefix}:budget:${filter.budget}`;
  if (filter.rank) return `${prefix}:rank:${filter.rank}`;
  return prefix;
}

export interface JobTagFields {
  id: string;
  ownerId: string;
  hiredFreelancerId: string | null;
  status: string;
  category: string;
  salary: number;
  rank: string;
}

/**
 * What writing a job row changed: the job, its parties' own lists, and the open list (with the
 * facets of its old and new values, settled part included) when it is or was open. `before` is the
 * row as it was, when the write could have changed what the open list shows (status, category,
 * budget, rank).
 */
export function jobWriteTags(after: JobTagFields, before?: JobTagFields): string[] {
  const list = jobPartyTags(after);
  if (before && before.hiredFreelancerId && before.hiredFreelancerId !== after.hiredFreelancerId) {
    list.push(tags.own(before.hiredFreelancerId));
  }
  if (after.status === 'active') list.push(...openJobsTags(after), ...settledOpenJobsTags(after));
  if (before?.status === 'active') list.push(...openJobsTags(before), ...settledOpenJobsTags(before));
  return [...new Set(list)];
}

/**
 * What posting a job changed: the job, its owner's lists and the open list, but the settled counts
 * only when the post is reported late (LATE_POST_MS after its created_at). `reportedAt` is read from
 * the app's clock, the one the created_at and the settled moment (queries/open-jobs.ts) come from:
 * on another clock a test that moves time would see a post reported before it was made.
 */
export function postedJobTags(job: JobTagFields & { createdAt: Date }, reportedAt: Date): string[] {
  const list = [...jobPartyTags(job), ...openJobsTags(job)];
  if (reportedAt.getTime() - job.createdAt.getTime() > LATE_POST_MS) list.push(...settledOpenJobsTags(job));
  return list;
}

/** The people who sent these notifications (their names and photos are shown beside them). */
export function senderTags(rows: readonly { senderId: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.senderId ? [tags.user(row.senderId)] : [])))];
}
