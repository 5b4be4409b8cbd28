import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { JOB_DRAFT_DECLINE_REASON_MAX_LENGTH, JOB_DRAFT_STATUSES } from './job-draft-statuses';
import { jobBody } from './jobs';
import { JOB_CATEGORIES, JOB_DURATIONS, JOB_RANKS, SELECTABLE_BUDGET_TYPES, SELECTABLE_JOB_TYPES } from './job-options';
import { tolerantEnum } from './tolerant-enum';

/**
 * Jobs a hiring assistant drafts for a client (spec job-lifecycle §1 "posts jobs for them", the
 * assistant dashboard's step 3; issue 28). An assistant the client appointed (an accepted
 * appointment on any of the client's jobs) drafts the job; the client approves it, which posts it
 * as the client's own job, or declines it. Nothing is published before the client says yes.
 */

export const jobDraftStatus = z.enum(JOB_DRAFT_STATUSES);

/** POST /hiring/drafts: the job exactly as Post A Job takes it, and whom it is for. */
export const jobDraftBody = z.object({ clientId: objectId, job: jobBody });
export type JobDraftBody = z.infer<typeof jobDraftBody>;
export type JobDraftBodyInput = z.input<typeof jobDraftBody>;

/** The drafted job as stored (already validated by `jobBody` when drafted). */
export const draftedJobSchema = z.object({
  title: z.string(),
  category: tolerantEnum(JOB_CATEGORIES),
  rank: tolerantEnum(JOB_RANKS),
  description: z.string(),
  skills: z.array(z.string()),
  jobType: tolerantEnum(SELECTABLE_JOB_TYPES),
  duration: tolerantEnum(JOB_DURATIONS),
  budgetType: tolerantEnum(SELECTABLE_BUDGET_TYPES),
  salary: z.number(),
  applicationDeadline: z.string(),
});
export type DraftedJob = z.infer<typeof draftedJobSchema>;

const draftPerson = z.object({
  _id: objectId,
  fullName: z.string(),
  profile: z.object({ profilePhoto: z.string().nullable() }),
});

export const jobDraftSchema = z.object({
  _id: objectId,
  status: tolerantEnum(JOB_DRAFT_STATUSES),
  job: draftedJobSchema,
  client: draftPerson,
  assistant: draftPerson,
  /** The posted job once the client approved, else null. */
  jobId: objectId.nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type JobDraft = z.infer<typeof jobDraftSchema>;

export const jobDraftIdParams = z.object({ draftId: objectId });
export type JobDraftIdParams = z.infer<typeof jobDraftIdParams>;

/** GET /hiring/drafts: `as=assistant` the drafts the caller wrote, `as=client` those written for them. */
export const jobDraftsQuery = z.object({
  as: z.enum(['assistant', 'client']),
  status: jobDraftStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type JobDraftsQuery = z.input<typeof jobDraftsQuery>;

/** POST /hiring/drafts/{draftId}/decline: the client may say why. */
export const declineJobDraftBody = z.object({
  reason: z
    .string()
    .trim()
    .max(
      JOB_DRAFT_DECLINE_REASON_MAX_LENGTH,
      `The reason must be at most ${JOB_DRAFT_DECLINE_REASON_MAX_LENGTH} characters.`,
    )
    .optional(),
});
export type DeclineJobDraftBody = z.infer<typeof declineJobDraftBody>;

export const jobDraftResponse = z.object({ success: z.literal(true), message: z.string(), draft: jobDraftSchema });
export type JobDraftResponse = z.infer<typeof jobDraftResponse>;

export const jobDraftsResponse = z.object({
  success: z.literal(true),
  drafts: z.array(jobDraftSchema),
  pagination: pageInfo,
});
export type JobDraftsResponse = z.infer<typeof jobDraftsResponse>;
