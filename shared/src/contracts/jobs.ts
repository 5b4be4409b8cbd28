import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { ratingSummarySchema } from './user';

/**
 * Jobs: the option lists of spec job-lifecycle §9 and the calls of §7. One source of truth for every
 * limit: the Post/Edit Job form derives its rules from `jobBody`, the API validates with it.
 * Stored values are stable codes; labels are what the user reads.
 */

/**
 * Job status values (spec §4). A project brief proposed in chat is not a job until it is accepted: it
 * lives in its own table with the statuses `specific` / `accepted` / `declined` (contracts/briefs.ts).
 */
/** `closed`: ended without completion by a dispute's outcome (issue 12); nothing is owed. */
export const JOB_STATUSES = ['active', 'progress', 'paused', 'review', 'completed', 'disputes', 'closed'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;

/** A job is "active" on the client dashboard while it is open, hired or waiting for review. */
export const CLIENT_ACTIVE_JOB_STATUSES = ['active', 'progress', 'paused'] as const satisfies readonly JobStatus[];

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
export const jobCategory = z.enum(JOB_CATEGORIES, { message: 'Please choose a category.' });
export type JobCategory = z.infer<typeof jobCategory>;

export const JOB_RANKS = ['any', 'beginner', 'intermediate', 'experienced', 'expert'] as const;
export const jobRank = z.enum(JOB_RANKS, { message: 'Please choose a freelancer level.' });
export type JobRank = z.infer<typeof jobRank>;
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
export const jobDuration = z.enum(JOB_DURATIONS, { message: 'Please choose a duration.' });
export type JobDuration = z.infer<typeof jobDuration>;
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
export const budgetBucket = z.enum(BUDGET_BUCKETS);
export type BudgetBucket = z.infer<typeof budgetBucket>;
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

export const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_DESCRIPTION_MIN_LENGTH = 50;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
export const JOB_SKILL_MAX_LENGTH = 50;
export const JOB_SKILLS_MAX_COUNT = 15;
export const JOB_SALARY_MAX = 1_000_000;
export const APPLICATION_DEADLINE_FORMAT = 'YYYY-MM-DD';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Money has cents at most; compared with a tolerance because 0.29 * 100 is not 29 in floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A yyyy-MM-dd that names a day of the calendar. `Date.parse` alone rolls 2027-02-31 over to
 * 3 March, and the database then refuses it: the day must read back unchanged.
 */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Today's date (UTC) as yyyy-MM-dd; a function so tests can move the clock. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Skills as the spec's rule: trimmed, blanks dropped, duplicates (case-insensitive) dropped.
 * Exported so the skill input applies the same rule as the server.
 */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

/**
 * POST /job/postJob and POST /job/updateJob/{jobId}. The deadline must not be before today (UTC) on
 * the server; the calendar only offers days after the user's own today, so no time zone is refused.
 */
export const jobBody = z.object({
  title: z
    .string({ message: 'Title is required.' })
    .trim()
    .min(5, 'Title must be at least 5 characters.')
    .max(JOB_TITLE_MAX_LENGTH, `Title must be at most ${JOB_TITLE_MAX_LENGTH} characters.`),
  category: jobCategory,
  rank: jobRank,
  description: z
    .string({ message: 'Description is required.' })
    .trim()
    .min(JOB_DESCRIPTION_MIN_LENGTH, `Description must be at least ${JOB_DESCRIPTION_MIN_LENGTH} characters.`)
    .max(JOB_DESCRIPTION_MAX_LENGTH, `Description must be at most ${JOB_DESCRIPTION_MAX_LENGTH} characters.`),
  skills: z
    .array(z.string().max(JOB_SKILL_MAX_LENGTH, `A skill must be at most ${JOB_SKILL_MAX_LENGTH} characters.`))
    .transform(normalizeSkills)
    .pipe(
      z
        .array(z.string())
        .min(1, 'Add at least one skill.')
        .max(JOB_SKILLS_MAX_COUNT, `At most ${JOB_SKILLS_MAX_COUNT} skills.`),
    ),
  jobType: z.enum(SELECTABLE_JOB_TYPES, { message: 'Only One Time Project jobs can be posted for now.' }),
  duration: jobDuration,
  budgetType: z.enum(SELECTABLE_BUDGET_TYPES, { message: 'Only Fixed Price budgets are available for now.' }),
  salary: z.coerce
    .number({ message: 'Budget must be a number.' })
    .positive('Budget must be more than 0.')
    .max(JOB_SALARY_MAX, `Budget must be at most ${JOB_SALARY_MAX}.`)
    .refine(hasAtMostTwoDecimals, 'Budget can have at most two decimals.'),
  applicationDeadline: z
    .string({ message: 'Please choose an application deadline.' })
    .regex(DATE_ONLY, 'Application deadline must be a date (yyyy-MM-dd).')
    .refine(isCalendarDate, 'Application deadline is not a real date.')
    .refine((value) => value >= todayIsoDate(), 'Application deadline must be in the future.'),
});
export type JobBody = z.infer<typeof jobBody>;
export type JobBodyInput = z.input<typeof jobBody>;

export const jobIdParams = z.object({ jobId: objectId });
export type JobIdParams = z.infer<typeof jobIdParams>;

/** A person as the job screens show them: never an e-mail. */
export const jobPersonSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  username: z.string(),
  profile: z.object({ profilePhoto: z.string().nullable(), professionalTitle: z.string().nullable() }),
  /** Their published-review rating, so a client or freelancer can be judged from any card. */
  rating: ratingSummarySchema,
});
export type JobPerson = z.infer<typeof jobPersonSchema>;

/** A delivered work file, visible only to the job's owner and its hired freelancer. */
export const workFileSchema = z.object({
  _id: objectId,
  name: z.string(),
  size: z.number().int(),
  /** 1 for the first submission, 2 after a revision. */
  round: z.number().int(),
  submittedAt: z.string(),
  /** GET URL that downloads the file (owner and hired freelancer only). */
  url: z.string(),
});
export type WorkFile = z.infer<typeof workFileSchema>;

/** The fields anyone may see of an open job (GET /job/newAllJobs, no credentials). */
export const publicJobSchema = z.object({
  _id: objectId,
  title: z.string(),
  category: z.string(),
  rank: jobRank,
  description: z.string(),
  skills: z.array(z.string()),
  jobType: z.enum(JOB_TYPES),
  duration: z.enum(ANY_JOB_DURATIONS),
  budgetType: z.enum(BRIEF_BUDGET_TYPES),
  salary: z.number(),
  applicationDeadline: z.string(),
  createdAt: z.string(),
  status: jobStatus,
  owner: z.object({
    _id: objectId,
    fullName: z.string(),
    profile: z.object({ profilePhoto: z.string().nullable() }),
  }),
  applicantCount: z.number().int(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/**
 * A job as signed-in screens see it. Contract fields (hired freelancer, review deadlines, revision
 * text, files) are filled only for the owner, the hired freelancer and admins; null/[] otherwise.
 */
export const jobSchema = publicJobSchema.extend({
  owner: jobPersonSchema,
  updatedAt: z.string(),
  hiredFreelancer: jobPersonSchema.nullable(),
  hiredAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  clientReviewDeadline: z.string().nullable(),
  freelancerReviewDeadline: z.string().nullable(),
  reviewChance: z.boolean(),
  reviewChanges: z.string().nullable(),
  /** When the freelancer marked the revision request addressed (Mark As Addressed), or null. */
  revisionAddressedAt: z.string().nullable(),
  /** What the freelancer delivers, for a job agreed in a chat brief (null for posted jobs). */
  delivarables: z.string().nullable(),
  files: z.array(workFileSchema),
  /** The caller's own proposal on this job (Find Jobs disables Submit Proposal when set). */
  myApplication: z.object({ _id: objectId, status: z.enum(['pending', 'accepted', 'rejected']) }).nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponse = z.object({ success: z.literal(true), message: z.string().optional(), job: jobSchema });
export type JobResponse = z.infer<typeof jobResponse>;

export const jobListResponse = z.object({ success: z.literal(true), jobs: z.array(jobSchema), pagination: pageInfo });
export type JobListResponse = z.infer<typeof jobListResponse>;

export const publicJobListResponse = z.object({
  success: z.literal(true),
  jobs: z.array(publicJobSchema),
  pagination: pageInfo,
});
export type PublicJobListResponse = z.infer<typeof publicJobListResponse>;

const optionalFilter = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());

/**
 * GET /job/getAllJobs (Find Jobs): open jobs (status active, deadline not passed) of other users,
 * newest first. `search` matches title, description or any skill, case-insensitively.
 */
export const findJobsQuery = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
  category: optionalFilter(jobCategory),
  budget: optionalFilter(budgetBucket),
  rank: optionalFilter(jobRank),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type FindJobsQuery = z.input<typeof findJobsQuery>;

/** GET /job/newAllJobs: the public list of open jobs. */
export const newAllJobsQuery = findJobsQuery.pick({ page: true, limit: true });
export type NewAllJobsQuery = z.input<typeof newAllJobsQuery>;

/**
 * GET /job/adminJobs: the signed-in client's own jobs, newest first (My Jobs, client dashboard).
 * `status` filters one status; `days` keeps jobs created in the last N days.
 */
export const clientJobsQuery = z.object({
  status: optionalFilter(jobStatus),
  days: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.coerce.number().int().min(1).max(3650).optional(),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ClientJobsQuery = z.input<typeof clientJobsQuery>;
