/**
 * The option lists of jobs (spec job-lifecycle §9) and their labels, without zod: a plain module, so
 * a first page that only shows labels (the client dashboard's job drafts) loads no zod. The zod
 * enums over these lists live in jobs.ts. Stored values are stable codes; labels are what the user reads.
 */

/**
 * Job status values (spec §4). A project brief proposed in chat is not a job until it is accepted: it
 * lives in its own table with the statuses `specific` / `accepted` / `declined` (contracts/briefs.ts).
 */
/** `closed`: ended without completion by a dispute's outcome (issue 12); nothing is owed. */
export const JOB_STATUSES = ['active', 'progress', 'paused', 'review', 'completed', 'disputes', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// Which statuses count as "active" (for every role): ACTIVE_JOB_STATUSES in status-vocabulary.ts.

interface LabelledOption<T extends string> {
  value: T;
  label: string;
}

/** The spec spells the first category "Web Developement"; the label is corrected (docs/decisions.md). */
export const JOB_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'Design & Creative',
  'Writing & Translation',
  'Marketing',
  'Other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_RANKS = ['any', 'beginner', 'intermediate', 'experienced', 'expert'] as const;
export type JobRank = (typeof JOB_RANKS)[number];
export const JOB_RANK_OPTIONS: readonly LabelledOption<JobRank>[] = [
  { value: 'any', label: 'Any Level' },
  { value: 'beginner', label: 'Beginner (1-2 stars)' },
  { value: 'intermediate', label: 'Intermediate (3-5 stars)' },
  { value: 'experienced', label: 'Experienced (6-7 stars)' },
  { value: 'expert', label: 'Expert (8-10 stars)' },
];

/** Only One Time Project is selectable (spec §2); the others are shown disabled. */
export const JOB_TYPES = ['oneTime', 'ongoing', 'contract'] as const;
export const SELECTABLE_JOB_TYPES = ['oneTime'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_OPTIONS: readonly (LabelledOption<JobType> & { disabled: boolean })[] = [
  { value: 'oneTime', label: 'One Time Project', disabled: false },
  { value: 'ongoing', label: 'Ongoing', disabled: true },
  { value: 'contract', label: 'Contract', disabled: true },
];

/** Only Fixed Price is selectable (spec §2); Hourly Rate is shown disabled. */
export const BUDGET_TYPES = ['fixed', 'hourly'] as const;
export const SELECTABLE_BUDGET_TYPES = ['fixed'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const BUDGET_TYPE_OPTIONS: readonly (LabelledOption<BudgetType> & { disabled: boolean })[] = [
  { value: 'fixed', label: 'Fixed Price', disabled: false },
  { value: 'hourly', label: 'Hourly Rate', disabled: true },
];

export const JOB_DURATIONS = [
  'lessThanWeek',
  '1to2Weeks',
  '2to4Weeks',
  '1to3Months',
  '3to6Months',
  'moreThan6Months',
] as const;
export type JobDuration = (typeof JOB_DURATIONS)[number];
export const JOB_DURATION_OPTIONS: readonly LabelledOption<JobDuration>[] = [
  { value: 'lessThanWeek', label: 'Less than a week' },
  { value: '1to2Weeks', label: '1-2 weeks' },
  { value: '2to4Weeks', label: '2-4 weeks' },
  { value: '1to3Months', label: '1-3 months' },
  { value: '3to6Months', label: '3-6 months' },
  { value: 'moreThan6Months', label: 'More than 6 months' },
];

/**
 * A job hired from a project brief keeps the terms agreed in chat: the brief's durations (spec §9,
 * "1week to 6week plus morethan6week") and budget types (fixed, hourly, milestone). Posted jobs use
 * the lists above; every job screen labels both with `durationLabel` / `budgetTypeLabel`.
 */
export const BRIEF_DURATIONS = ['1week', '2week', '3week', '4week', '5week', '6week', 'morethan6week'] as const;
export type BriefDuration = (typeof BRIEF_DURATIONS)[number];
export const BRIEF_DURATION_OPTIONS: readonly LabelledOption<BriefDuration>[] = [
  { value: '1week', label: '1 week' },
  { value: '2week', label: '2 weeks' },
  { value: '3week', label: '3 weeks' },
  { value: '4week', label: '4 weeks' },
  { value: '5week', label: '5 weeks' },
  { value: '6week', label: '6 weeks' },
  { value: 'morethan6week', label: 'More than 6 weeks' },
];
/** The edit form of the spec spells one value "houlry"; we store and accept only "hourly". */
export const BRIEF_BUDGET_TYPES = ['fixed', 'hourly', 'milestone'] as const;
export type BriefBudgetType = (typeof BRIEF_BUDGET_TYPES)[number];
export const BRIEF_BUDGET_TYPE_OPTIONS: readonly LabelledOption<BriefBudgetType>[] = [
  { value: 'fixed', label: 'Fixed Price' },
  { value: 'hourly', label: 'Hourly Rate' },
  { value: 'milestone', label: 'Milestone Payments' },
];

/** Any duration a job can carry: posted (JOB_DURATIONS) or agreed in a brief (BRIEF_DURATIONS). */
export const ANY_JOB_DURATIONS = [...JOB_DURATIONS, ...BRIEF_DURATIONS] as const;
export type AnyJobDuration = (typeof ANY_JOB_DURATIONS)[number];
/** Any budget type a job can carry: the brief's list is the posted one plus `milestone`. */
export type AnyBudgetType = BriefBudgetType;

/** What the user reads for a stored duration, posted or agreed in chat. */
export function durationLabel(value: string): string {
  return (
    JOB_DURATION_OPTIONS.find((option) => option.value === value)?.label ??
    BRIEF_DURATION_OPTIONS.find((option) => option.value === value)?.label ??
    value
  );
}

/** What the user reads for a stored budget type, posted or agreed in chat. */
export function budgetTypeLabel(value: string): string {
  return BRIEF_BUDGET_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Find Jobs budget filter (spec §9): bounds are inclusive-exclusive as the spec words them. */
export const BUDGET_BUCKETS = ['under100', '100to500', '500to1000', '1000to2000', 'over2000'] as const;
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number];
export const BUDGET_BUCKET_OPTIONS: readonly (LabelledOption<BudgetBucket> & {
  /** Bounds on salary; null = unbounded. "Inclusive" says whether the bound itself belongs to the bucket. */
  min: number | null;
  minInclusive: boolean;
  max: number | null;
  maxInclusive: boolean;
})[] = [
  { value: 'under100', label: 'Under 100', min: null, minInclusive: false, max: 100, maxInclusive: false },
  { value: '100to500', label: '100 - 500', min: 100, minInclusive: true, max: 500, maxInclusive: true },
  { value: '500to1000', label: 'Over 500 to 1000', min: 500, minInclusive: false, max: 1000, maxInclusive: true },
  { value: '1000to2000', label: 'Over 1000 to 2000', min: 1000, minInclusive: false, max: 2000, maxInclusive: true },
  { value: 'over2000', label: 'Over 2000', min: 2000, minInclusive: false, max: null, maxInclusive: false },
];
