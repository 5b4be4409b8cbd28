import { BUDGET_BUCKET_OPTIONS, type BudgetBucket } from '@freelane/shared/contracts';

/**
 * What a cached read depends on and what a committed write changed, in one vocabulary
 * (lib/read-cache.ts). Repositories name the tags of what they wrote; reads name the tags of
 * what they read; a write route declares the kinds it may change (`config.changes`).
 *
 * | kind | one tag stands for |
 * |---|---|
 * | `job` | one job: its row, proposals count, delivered files, contract |
 * | `open-jobs` | which jobs are open and in what order, and their counts (per facet: see openJobsTags) |
 * | `user` | one person's account row and how others see them (name, photo, rating, role) |
 * | `own` | one person's own lists and figures (their jobs, proposals, hires, dashboards, contacts) |
 * | `notifications` | one person's notifications |
 * | `session` | one session (by the hash of its id), or every session of a person |
 * | `reviews` | the published reviews about one person |
 * | `schedule` | when the next review period or review window ends (the deadline rules' next run) |
 */
export const TAG_KINDS = ['job', 'open-jobs', 'user', 'own', 'notifications', 'session', 'reviews', 'schedule'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

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
  const bucket = budgetBucketOf(job.salary);
  const list = [OPEN_JOBS, `${OPEN_JOBS}:category:${job.category}`, `${OPEN_JOBS}:rank:${job.rank}`];
  if (bucket) list.push(`${OPEN_JOBS}:budget:${bucket}`);
  return list;
}

/**
 * What a page of open jobs (or a count) filtered this way depends on: the narrowest facet it
 * filters on, as only a job in that facet can enter, leave or move within it; a page with no facet
 * filter (none, or a keyword only) depends on the whole list.
 */
export function openJobsReference(filter: OpenJobsFacets): string {
  if (filter.category) return `${OPEN_JOBS}:category:${filter.category}`;
  if (filter.budget) return `${OPEN_JOBS}:budget:${filter.budget}`;
  if (filter.rank) return `${OPEN_JOBS}:rank:${filter.rank}`;
  return OPEN_JOBS;
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
 * facets of its old and new values) when it is or was open. `before` is the row as it was, when
 * the write could have changed what the open list shows (status, category, budget, rank).
 */
export function jobWriteTags(after: JobTagFields, before?: JobTagFields): string[] {
  const list = jobPartyTags(after);
  if (before && before.hiredFreelancerId && before.hiredFreelancerId !== after.hiredFreelancerId) {
    list.push(tags.own(before.hiredFreelancerId));
  }
  if (after.status === 'active') list.push(...openJobsTags(after));
  if (before?.status === 'active') list.push(...openJobsTags(before));
  return [...new Set(list)];
}

/** The people who sent these notifications (their names and photos are shown beside them). */
export function senderTags(rows: readonly { senderId: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.senderId ? [tags.user(row.senderId)] : [])))];
}
