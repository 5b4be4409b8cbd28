import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { ratingSummarySchema } from './user';
import {
  ANY_JOB_DURATIONS,
  BRIEF_BUDGET_TYPES,
  BUDGET_BUCKETS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  JOB_RANKS,
  JOB_STATUSES,
  JOB_TYPES,
  SELECTABLE_BUDGET_TYPES,
  SELECTABLE_JOB_TYPES,
} from './job-options';
import { tolerantEnum } from './tolerant-enum';
import { AGREED_AMOUNT_BASES } from './agreed-amount';
import { PAYMENT_STATUSES } from './payment-status';
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  JOB_SALARY_MAX,
  JOB_SKILL_MAX_LENGTH,
  JOB_SKILLS_MAX_COUNT,
  JOB_TITLE_MAX_LENGTH,
} from './job-limits';

/**
 * Jobs: the option lists of spec job-lifecycle §9 and the calls of §7. One source of truth for every
 * limit: the Post/Edit Job form derives its rules from `jobBody`, the API validates with it.
 * Stored values are stable codes; labels are what the user reads.
 */

/** The zod enums over the option lists of job-options.ts. */
export const jobStatus = z.enum(JOB_STATUSES);
export const jobCategory = z.enum(JOB_CATEGORIES, { message: 'Please choose a category.' });
export const jobRank = z.enum(JOB_RANKS, { message: 'Please choose a freelancer level.' });
export const jobDuration = z.enum(JOB_DURATIONS, { message: 'Please choose a duration.' });
export const budgetBucket = z.enum(BUDGET_BUCKETS);

// The limits live in a plain module (a form's first screen reads them without zod).
export * from './job-limits';
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

/** The day todayIsoDate answered last: its name and the times it spans (ms). */
let lastDay = { from: 0, to: 0, name: '' };

/**
 * Today's date (UTC) as yyyy-MM-dd; a function so tests can move the clock. Find Jobs asks on every
 * read, and formatting the moment each time was about 1.5 % of a read's CPU: the day found last is
 * answered again while `now` is within it.
 */
export function todayIsoDate(now: Date = new Date()): string {
  const time = now.getTime();
  if (time >= lastDay.from && time < lastDay.to) return lastDay.name;
  const name = now.toISOString().slice(0, 10);
  const from = Date.parse(`${name}T00:00:00Z`);
  lastDay = { from, to: from + 24 * 60 * 60 * 1000, name };
  return name;
}

/**
 * What "now" is for the contracts' date rules (a deadline in the future): the system clock, unless
 * the API names its own (plugins/clock.ts), so the server judges a deadline by the clock its
 * lifecycle rules read, which tests move. Without it, a test whose clock starts on a fixed day
 * posted deadlines that real time overtook (the deadline is 14 days after the test's day).
 */
let contractNow: () => Date = () => new Date();

/** Makes the contracts' date rules read this clock (the API's, at start). */
export function setContractClock(now: () => Date): void {
  contractNow = now;
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
    .refine((value) => value >= todayIsoDate(contractNow()), 'Application deadline must be in the future.'),
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
  rank: tolerantEnum(JOB_RANKS),
  description: z.string(),
  skills: z.array(z.string()),
  jobType: tolerantEnum(JOB_TYPES),
  duration: tolerantEnum(ANY_JOB_DURATIONS),
  budgetType: tolerantEnum(BRIEF_BUDGET_TYPES),
  salary: z.number(),
  applicationDeadline: z.string(),
  createdAt: z.string(),
  status: tolerantEnum(JOB_STATUSES),
  owner: z.object({
    _id: objectId,
    fullName: z.string(),
    profile: z.object({ profilePhoto: z.string().nullable() }),
  }),
  applicantCount: z.number().int(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** An amount and where it comes from (the accepted bid, the brief, or the budget). */
export const agreedAmountSchema = z.object({ amount: z.number(), basis: tolerantEnum(AGREED_AMOUNT_BASES) });

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
  /**
   * What the job's money is (issue 36, shared/src/contracts/agreed-amount.ts): the accepted bid, the
   * brief's amount, or the budget while nothing is agreed. Every screen shows this one figure.
   */
  agreedAmount: agreedAmountSchema,
  /** Pending (due) → paid → confirmed, or disputed; null while nothing is due. Contract viewers only. */
  paymentStatus: tolerantEnum(PAYMENT_STATUSES).nullable(),
  /** When the client marked the agreed amount paid, and when the freelancer confirmed it received. */
  paidAt: z.string().nullable(),
  paymentConfirmedAt: z.string().nullable(),
  /** The caller's own proposal on this job (Find Jobs disables Submit Proposal when set). */
  myApplication: z.object({ _id: objectId, status: tolerantEnum(['pending', 'accepted', 'rejected']) }).nullable(),
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

/**
 * A job page (/jobs/{id}, issue 36): an open job and its client as anyone may see them, signed in or
 * not. The client's public figures only (name, photo, rating, jobs posted, member since): no
 * e-mail, no contract, no proposals.
 */
export const jobPageSchema = publicJobSchema.extend({
  client: z.object({
    _id: objectId,
    fullName: z.string(),
    profilePhoto: z.string().nullable(),
    rating: ratingSummarySchema,
    /** Every job the client has posted on Freelane, whatever its status now. */
    jobsPosted: z.number().int(),
    memberSince: z.string(),
  }),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobPageResponse = z.object({ success: z.literal(true), job: jobPageSchema });
export type JobPageResponse = z.infer<typeof jobPageResponse>;

export const optionalFilter = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());

/**
 * Find Jobs' order (issue 37): `relevance` ("Best match": full-text rank of title, skills and
 * description) or `newest`. Without it: relevance when there is search text, newest otherwise.
 */
export const JOB_SORTS = ['relevance', 'newest'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const jobSort = z.enum(JOB_SORTS);
/** The order a query without `sort` gets. */
export const effectiveJobSort = (query: { search?: string; sort?: JobSort }): JobSort =>
  query.sort ?? (query.search?.trim() ? 'relevance' : 'newest');

/**
 * GET /job/getAllJobs (Find Jobs): open jobs (status active, deadline not passed) of other users,
 * newest first. `search` matches title, description or any skill, case-insensitively.
 */
export const findJobsQuery = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
  category: optionalFilter(jobCategory),
  budget: optionalFilter(budgetBucket),
  rank: optionalFilter(jobRank),
  sort: optionalFilter(jobSort),
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
