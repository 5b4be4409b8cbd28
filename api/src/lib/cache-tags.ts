import {
  BUDGET_BUCKET_OPTIONS,
  SERVER_CACHE_KINDS,
  type BudgetBucket,
  type ServerCacheKind,
} from '@freelane/shared/contracts';
import type { ContainmentTags } from './read-cache';

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
  /**
   * A party's jobs as hires, with their money (the dashboards' amounts and charts): part of their
   * own data, but changed only by a write of one of their jobs once posted (jobPartyTags), not by
   * each post, proposal, contact or draft that changes `own:<id>`.
   */
  hiresOf: (userId: string) => `own:${userId}:hires`,
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
  const list = [tags.job(job.id), ...ownAndHires(job.ownerId)];
  if (job.hiredFreelancerId) list.push(...ownAndHires(job.hiredFreelancerId));
  return list;
}

/** A party of a job whose row was written: their own data, and their hires among it. */
const ownAndHires = (userId: string) => [tags.own(userId), tags.hiresOf(userId)];

/** Find Jobs' filters that have a facet tag: a page filtered by one is only changed by jobs in it. */
export interface OpenJobsFacets {
  category?: string | null;
  budget?: BudgetBucket | null;
  rank?: string | null;
}

const OPEN_JOBS = 'open-jobs';
const OPEN_SETTLED = `${OPEN_JOBS}:settled`;
/** Every change to the open list but a post (an edit, a hire, a deletion): what a keyword's page depends on besides posts. */
const OPEN_MOVED = `${OPEN_JOBS}:moved`;

/**
 * A keyword's page (or count) of open jobs references `open-jobs:text:<keyword>`, and a job post
 * changes `open-jobs:posted-text:<the job's searched text>`: the post drops the keywords its text
 * contains and no others (lib/read-cache.ts, ContainmentTags). Every keyword match contains the
 * keyword in the job's title, description or a skill (repositories/jobs.ts, searchCondition; Best
 * match only orders those), so a job without it can neither enter nor move such a page. Every post
 * dropped every keyword's pages and counts before: at 4 posts a second, Best match was read from
 * the database nearly every time.
 */
export const OPEN_JOBS_TEXT: ContainmentTags = { reference: `${OPEN_JOBS}:text:`, change: `${OPEN_JOBS}:posted-text:` };

// eslint-disable-next-line no-control-regex -- the ASCII range: text that folds the same in every locale
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Text in one case, as PostgreSQL's ILIKE compares it, erring towards a match: each code point
 * lower-cased on its own (İ → i, Σ → σ: ILIKE lowers character by character, not by the
 * context rules of String#toLowerCase), and the final sigma as any sigma.
 */
export function foldCase(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase(); // the common case, at once
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += lower === 'ς' ? 'σ' : String.fromCodePoint(lower.codePointAt(0) ?? 0);
  }
  return folded;
}

/**
 * The one text per job a keyword is looked for in, as the database stores it (jobs.search_document,
 * the function jobs_search_document of migration 0004): title, description and skills joined by
 * line breaks.
 */
function searchedTextOf(job: { title: string; description: string; skills: readonly string[] }): string {
  return [job.title, job.description, ...job.skills].join('\n');
}

/** What posting this job changed for the keyword pages: those whose keyword its text contains. */
export function postedTextTag(job: { title: string; description: string; skills: readonly string[] }): string {
  return `${OPEN_JOBS_TEXT.change}${foldCase(searchedTextOf(job))}`;
}

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
 * What a page of open jobs (or a count) filtered this way depends on. With a keyword: the posts
 * whose text contains it (OPEN_JOBS_TEXT) and every other change to the open list; a keyword with
 * a character beyond ASCII depends on its facet as any page does (whether ILIKE folds it as
 * foldCase does depends on the database's locale). Otherwise the narrowest facet it filters on, as
 * only a job in that facet can enter, leave or move within it; with no filter, the whole list.
 */
export function openJobsReferences(filter: OpenJobsFacets & { search?: string | null }): string[] {
  if (filter.search && ASCII_ONLY.test(filter.search)) {
    return [OPEN_MOVED, `${OPEN_JOBS_TEXT.reference}${foldCase(filter.search)}`];
  }
  return [facetReference(OPEN_JOBS, filter)];
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
    list.push(...ownAndHires(before.hiredFreelancerId));
  }
  if (after.status === 'active') list.push(...openJobsTags(after), ...settledOpenJobsTags(after), OPEN_MOVED);
  if (before?.status === 'active') list.push(...openJobsTags(before), ...settledOpenJobsTags(before), OPEN_MOVED);
  return [...new Set(list)];
}

/**
 * What posting a job changed: the job, its owner's lists and the open list, but the settled counts
 * only when the post is reported late (LATE_POST_MS after its created_at). `reportedAt` is read from
 * the app's clock, the one the created_at and the settled moment (queries/open-jobs.ts) come from:
 * on another clock a test that moves time would see a post reported before it was made.
 */
export function postedJobTags(
  job: JobTagFields & { createdAt: Date; title: string; description: string; skills: readonly string[] },
  reportedAt: Date,
): string[] {
  // A new job has nobody hired and no money: the owner's own lists and counts change, their
  // hires (tags.hiresOf: the spending chart, 6–8 ms to read again) do not.
  const list = [tags.job(job.id), tags.own(job.ownerId), ...openJobsTags(job), postedTextTag(job)];
  if (reportedAt.getTime() - job.createdAt.getTime() > LATE_POST_MS) list.push(...settledOpenJobsTags(job));
  return list;
}

/** The people who sent these notifications (their names and photos are shown beside them). */
export function senderTags(rows: readonly { senderId: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.senderId ? [tags.user(row.senderId)] : [])))];
}
