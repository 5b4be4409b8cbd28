import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { recommendationSchema } from './hiring-assistants';
import { hasAtMostTwoDecimals, jobPersonSchema, jobSchema, jobStatus } from './jobs';
import {
  applicantSort,
  screeningAnswerSchema,
  screeningAnswersField,
  screeningResultSchema,
} from './screening-results';
import { tolerantEnum } from './tolerant-enum';
import { DELIVERY_TERMS, PROPOSAL_TIMELINES } from './application-values';

/** Proposals (applications) to jobs: spec job-lifecycle §2 Find Jobs / Proposals / Job Applicants, §7, §9. */

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatus>;
// What each status reads as: APPLICATION_STATUS_LABELS in status-vocabulary.ts (issue 36: a hired
// proposal reads "Hired", not the spec's "Shortlisted").

export const COVER_LETTER_MIN_LENGTH = 150;
export const COVER_LETTER_MAX_LENGTH = 3000;
export const APPROACH_MAX_LENGTH = 2000;
export const QUESTIONS_MAX_LENGTH = 1000;
export const PORTFOLIO_MAX_LENGTH = 500;
export const BID_MAX = 1_000_000;

export {
  DELIVERY_TERMS,
  DELIVERY_TERMS_OPTIONS,
  PROPOSAL_TIMELINE_OPTIONS,
  PROPOSAL_TIMELINES,
  type DeliveryTerms,
  type ProposalTimeline,
} from './application-values';
export const proposalTimeline = z.enum(PROPOSAL_TIMELINES, { message: 'Please choose an estimated timeline.' });
export const deliveryTerms = z.enum(DELIVERY_TERMS, { message: 'Please choose payment and delivery terms.' });

/** Only http(s) links are ever stored, so a portfolio link can never run script when clicked. */
export const portfolioLink = z
  .string()
  .trim()
  .max(PORTFOLIO_MAX_LENGTH, `Portfolio link must be at most ${PORTFOLIO_MAX_LENGTH} characters.`)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+/i.test(value),
    'Portfolio link must start with http:// or https://.',
  )
  .transform((value) => (value === '' ? null : value));

/** POST /application/applyJobs/{jobId} and POST /application/updateApplication/{applicationId}. */
export const proposalBody = z.object({
  coverLetter: z
    .string({ message: 'Cover letter is required.' })
    .trim()
    .min(COVER_LETTER_MIN_LENGTH, `Cover letter must be at least ${COVER_LETTER_MIN_LENGTH} characters.`)
    .max(COVER_LETTER_MAX_LENGTH, `Cover letter must be at most ${COVER_LETTER_MAX_LENGTH} characters.`),
  yourApproach: z
    .string({ message: 'Your approach is required.' })
    .trim()
    .min(20, 'Your approach must be at least 20 characters.')
    .max(APPROACH_MAX_LENGTH, `Your approach must be at most ${APPROACH_MAX_LENGTH} characters.`),
  estimatedTimeLine: proposalTimeline,
  yourBid: z.coerce
    .number({ message: 'Your bid must be a number.' })
    .positive('Your bid must be more than 0.')
    .max(BID_MAX, `Your bid must be at most ${BID_MAX}.`)
    .refine(hasAtMostTwoDecimals, 'Your bid can have at most two decimals.'),
  portfolio: portfolioLink.optional().default(''),
  questionsForClient: z
    .string()
    .trim()
    .max(QUESTIONS_MAX_LENGTH, `Questions must be at most ${QUESTIONS_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
  paymentDeliveryTerms: deliveryTerms,
  /** One answer per screening question of the job, in its order (issue 13); [] when it asks none. */
  screeningAnswers: screeningAnswersField,
});
export type ProposalBody = z.infer<typeof proposalBody>;
export type ProposalBodyInput = z.input<typeof proposalBody>;

export const applicationIdParams = z.object({ applicationId: objectId });
export type ApplicationIdParams = z.infer<typeof applicationIdParams>;

/** The proposal as stored, plus who sent it (spec: applicant entry with user fullName and profile). */
export const applicantSchema = z.object({
  coverLetter: z.string(),
  yourApproach: z.string(),
  estimatedTimeLine: tolerantEnum(PROPOSAL_TIMELINES),
  yourBid: z.number(),
  portfolio: z.string().nullable(),
  questionsForClient: z.string(),
  paymentDeliveryTerms: tolerantEnum(DELIVERY_TERMS),
  screeningAnswers: z.array(screeningAnswerSchema),
  user: jobPersonSchema.extend({
    skillProfile: z.object({ subCategory: z.array(z.string()) }),
    projectCompleted: z.number().int(),
  }),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A job as an application shows it: enough for the freelancer's cards, nothing private. */
export const applicationJobSchema = jobSchema.pick({
  _id: true,
  title: true,
  category: true,
  status: true,
  salary: true,
  budgetType: true,
  applicationDeadline: true,
  createdAt: true,
  owner: true,
});
export type ApplicationJob = z.infer<typeof applicationJobSchema>;

/**
 * One freelancer's proposal on one job. The spec names `applicant` as a list whose first entry is
 * shown; there is exactly one proposal per application, so it is a single object (docs/decisions.md).
 */
export const applicationSchema = z.object({
  _id: objectId,
  status: tolerantEnum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  job: applicationJobSchema,
  applicant: applicantSchema,
  /** The job's appointed hiring assistant recommended it (issue 13); shown to the job's owner and that assistant, else null. */
  recommendation: recommendationSchema.nullable(),
  /**
   * The proposal measured against its job's screening criteria as they are now (issue 13); shown to
   * the job's owner and its appointed assistant. null when the job screens nothing or to anyone else.
   */
  screening: screeningResultSchema.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListResponse = z.object({
  success: z.literal(true),
  applications: z.array(applicationSchema),
  pagination: pageInfo,
});
export type ApplicationListResponse = z.infer<typeof applicationListResponse>;

/** Answer to apply / update: the job with the caller's `myApplication` filled. */
export const applyResponse = z.object({ success: z.literal(true), message: z.string(), job: jobSchema });
export type ApplyResponse = z.infer<typeof applyResponse>;

/** GET /application/getAppliedJobs: the caller's own proposals, newest first. */
export const appliedJobsQuery = z.object({
  status: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), applicationStatus.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type AppliedJobsQuery = z.input<typeof appliedJobsQuery>;

/** GET /job/viewJobProposal: proposals on the caller's jobs; `jobId` narrows to one job (owner only). */
/** One job's proposals (the owner's and its appointed assistant's lists); `screening`: best score first. */
export const jobApplicantsQuery = appliedJobsQuery.extend({ sort: applicantSort.default('newest') });
export type JobApplicantsQuery = z.input<typeof jobApplicantsQuery>;

/** GET /job/viewJobProposal: `sort=screening` needs `jobId` (scores compare within one job's criteria). */
export const viewJobProposalQuery = jobApplicantsQuery.extend({ jobId: objectId.optional() });
export type ViewJobProposalQuery = z.input<typeof viewJobProposalQuery>;

/** My Project filters (spec §9: all, paused, completed, progress) plus review and disputes, which also occur. */
export const acceptedJobsQuery = z.object({
  status: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), jobStatus.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type AcceptedJobsQuery = z.input<typeof acceptedJobsQuery>;

/** Spec "freelancer job record": the accepted application's id and its job (full contract fields). */
export const freelancerJobSchema = z.object({
  _id: objectId,
  job: jobSchema,
  /** What the freelancer is paid: the accepted proposal's bid, or the job's budget for a brief hired in chat. */
  agreedPrice: z.number(),
});
export type FreelancerJob = z.infer<typeof freelancerJobSchema>;
export const acceptedJobsResponse = z.object({
  success: z.literal(true),
  applications: z.array(freelancerJobSchema),
  pagination: pageInfo,
});
export type AcceptedJobsResponse = z.infer<typeof acceptedJobsResponse>;

/** POST /application/updateStatus/{applicationId}: the job owner decides. */
export const updateApplicationStatusBody = z.object({
  status: z.enum(['accepted', 'rejected'], { message: 'Status must be accepted or rejected.' }),
});
export type UpdateApplicationStatusBody = z.infer<typeof updateApplicationStatusBody>;
export const updateApplicationStatusResponse = messageResponse;
