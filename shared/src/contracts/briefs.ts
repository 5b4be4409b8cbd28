import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { hasAtMostTwoDecimals, JOB_DESCRIPTION_MAX_LENGTH, JOB_SALARY_MAX, JOB_TITLE_MAX_LENGTH } from './jobs';
import { BRIEF_BUDGET_TYPES, BRIEF_DURATIONS } from './job-options';
import { tolerantEnum } from './tolerant-enum';

/**
 * Project briefs in chat (spec job-lifecycle §2 "Project briefs in chat", §7, §9; issue 10). A brief
 * is a special message of a conversation between a client and a freelancer. Either party proposes
 * it; only the sender edits or deletes it, only the recipient accepts or declines it, and only while
 * it is open (`specific`). Accepting creates a job owned by the client, in progress, with the
 * freelancer hired at the brief's salary.
 */
export const BRIEF_STATUSES = ['specific', 'accepted', 'declined'] as const;
export const briefStatus = z.enum(BRIEF_STATUSES);
export type BriefStatus = z.infer<typeof briefStatus>;
// What each status reads as: BRIEF_STATUS_LABELS in status-vocabulary.ts (one vocabulary, issue 36).

export const BRIEF_DESCRIPTION_MIN_LENGTH = 20;
export const BRIEF_DELIVERABLES_MIN_LENGTH = 10;
export const BRIEF_DELIVERABLES_MAX_LENGTH = 3000;
export const BRIEF_DECLINE_REASON_MAX_LENGTH = 500;
/**
 * Open (unanswered) briefs one person may have waiting with another (issue 28): enough for a few
 * alternatives at once, too few to flood anyone. Answered and withdrawn briefs do not count.
 */
export const OPEN_BRIEFS_PER_PAIR_MAX = 3;

/** POST /job/proposeJob/{userId} and POST /job/updateProposedJob/{briefId}. */
export const projectBriefBody = z.object({
  title: z
    .string({ message: 'Title is required.' })
    .trim()
    .min(5, 'Title must be at least 5 characters.')
    .max(JOB_TITLE_MAX_LENGTH, `Title must be at most ${JOB_TITLE_MAX_LENGTH} characters.`),
  description: z
    .string({ message: 'Description is required.' })
    .trim()
    .min(BRIEF_DESCRIPTION_MIN_LENGTH, `Description must be at least ${BRIEF_DESCRIPTION_MIN_LENGTH} characters.`)
    .max(JOB_DESCRIPTION_MAX_LENGTH, `Description must be at most ${JOB_DESCRIPTION_MAX_LENGTH} characters.`),
  /** Spelt as the spec spells it: other clients are written against this name. */
  delivarables: z
    .string({ message: 'Deliverables are required.' })
    .trim()
    .min(BRIEF_DELIVERABLES_MIN_LENGTH, `Deliverables must be at least ${BRIEF_DELIVERABLES_MIN_LENGTH} characters.`)
    .max(BRIEF_DELIVERABLES_MAX_LENGTH, `Deliverables must be at most ${BRIEF_DELIVERABLES_MAX_LENGTH} characters.`),
  salary: z.coerce
    .number({ message: 'Budget must be a number.' })
    .positive('Budget must be more than 0.')
    .max(JOB_SALARY_MAX, `Budget must be at most ${JOB_SALARY_MAX}.`)
    .refine(hasAtMostTwoDecimals, 'Budget can have at most two decimals.'),
  duration: z.enum(BRIEF_DURATIONS, { message: 'Please choose a duration.' }),
  budgetType: z.enum(BRIEF_BUDGET_TYPES, { message: 'Please choose a budget type.' }),
});
export type ProjectBriefBody = z.infer<typeof projectBriefBody>;
export type ProjectBriefBodyInput = z.input<typeof projectBriefBody>;

export const briefIdParams = z.object({ briefId: objectId });
export type BriefIdParams = z.infer<typeof briefIdParams>;

/** POST /job/declineProposedJob/{briefId}: an optional reason the sender reads. */
export const declineBriefBody = z.object({
  reason: z
    .string()
    .trim()
    .max(BRIEF_DECLINE_REASON_MAX_LENGTH, `A reason can be at most ${BRIEF_DECLINE_REASON_MAX_LENGTH} characters.`)
    .optional(),
});
export type DeclineBriefBody = z.infer<typeof declineBriefBody>;
/**
 * The route's body: the reason is optional, so a request without any body declines too (typed as
 * what a caller may send: the reason or nothing).
 */
export const declineBriefRequest = z.preprocess((value) => value ?? {}, declineBriefBody) as unknown as z.ZodType<
  DeclineBriefBody,
  DeclineBriefBody | undefined
>;

export const projectBriefSchema = z.object({
  _id: objectId,
  title: z.string(),
  description: z.string(),
  delivarables: z.string(),
  salary: z.number(),
  duration: tolerantEnum(BRIEF_DURATIONS),
  budgetType: tolerantEnum(BRIEF_BUDGET_TYPES),
  status: tolerantEnum(BRIEF_STATUSES),
  /** Who proposed it (may edit or delete it while open) and who answers it. */
  senderId: objectId,
  recipientId: objectId,
  /** The two roles, whichever of them proposed: the job belongs to the client. */
  clientId: objectId,
  freelancerId: objectId,
  /** The job created when it was accepted. */
  jobId: objectId.nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectBrief = z.infer<typeof projectBriefSchema>;

/** A brief with the person who sent it, for lists outside the conversation (Proposals from Clients). */
export const receivedBriefSchema = projectBriefSchema.extend({
  sender: z.object({
    _id: objectId,
    fullName: z.string(),
    profile: z.object({ profilePhoto: z.string().nullable() }),
  }),
});
export type ReceivedBrief = z.infer<typeof receivedBriefSchema>;

/** GET /job/getReceivedProposals: briefs clients proposed to the signed-in freelancer, newest first. */
export const receivedBriefsQuery = z.object({
  status: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), briefStatus.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReceivedBriefsQuery = z.input<typeof receivedBriefsQuery>;

export const receivedBriefsResponse = z.object({
  success: z.literal(true),
  briefs: z.array(receivedBriefSchema),
  pagination: pageInfo,
});
export type ReceivedBriefsResponse = z.infer<typeof receivedBriefsResponse>;
