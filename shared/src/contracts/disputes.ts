import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { agreedAmountSchema, jobPersonSchema } from './jobs';
import { CHAT_ATTACHMENT_MIME_TYPES } from './upload-limits';
import { tolerantEnum } from './tolerant-enum';
import {
  DISPUTE_DECISION_REASON_MAX_LENGTH,
  DISPUTE_DECISION_REASON_MIN_LENGTH,
  DISPUTE_MESSAGE_MAX_LENGTH,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_MAX_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  DISPUTE_REDO_DAYS_MAX,
  DISPUTE_REDO_DAYS_MIN,
  DISPUTE_STATUSES,
} from './dispute-limits';

/**
 * Disputes (issue 12). Mark As Incomplete moves a job to `disputes` and opens a dispute with the
 * client's reason; the freelancer answers with theirs; both write in a thread (text and files) and
 * may propose a settlement the other accepts or declines. Unresolved after DISPUTE_ESCALATION_DAYS,
 * or when either asks, it goes to an admin, who decides with a written reason.
 */

export {
  DISPUTE_DECISION_REASON_MAX_LENGTH,
  DISPUTE_DECISION_REASON_MIN_LENGTH,
  DISPUTE_ESCALATION_DAYS,
  DISPUTE_MESSAGE_MAX_LENGTH,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_MAX_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  DISPUTE_REDO_DAYS_MAX,
  DISPUTE_REDO_DAYS_MIN,
  DISPUTE_STATUSES,
} from './dispute-limits';
export { DISPUTE_FILE_FIELD, DISPUTE_FILES_MAX_COUNT } from './upload-limits';
/** GET {DISPUTE_FILE_PATH}/{fileId}: the two parties of the dispute and admins only. */
export const DISPUTE_FILE_PATH = '/api/v1/dispute/file';

export const disputeStatus = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof disputeStatus>;

export const disputeOutcome = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof disputeOutcome>;

const reasonText = (what: string) =>
  z
    .string({ message: `Please explain ${what}.` })
    .trim()
    .min(DISPUTE_REASON_MIN_LENGTH, `Please explain ${what} in at least ${DISPUTE_REASON_MIN_LENGTH} characters.`)
    .max(DISPUTE_REASON_MAX_LENGTH, `At most ${DISPUTE_REASON_MAX_LENGTH} characters.`);

/**
 * GET /job/incompleteWork/{jobId}?reason=… (the spec's GET, CSRF-checked): the client's reason opens
 * the dispute. Optional for old clients: without one, the dispute page asks the client for it.
 */
export const incompleteWorkQuery = z.object({ reason: reasonText('what is missing').optional() });
export type IncompleteWorkQuery = z.infer<typeof incompleteWorkQuery>;

export const disputeIdParams = z.object({ disputeId: objectId });
export const disputeJobParams = z.object({ jobId: objectId });
export const disputeProposalParams = z.object({ disputeId: objectId, proposalId: objectId });
export const disputeFileParams = z.object({ fileId: objectId });

/** POST /dispute/{disputeId}/statement: a party's own side of the story, once (client or freelancer). */
export const disputeStatementBody = z.object({ reason: reasonText('your side') });
export type DisputeStatementBody = z.infer<typeof disputeStatementBody>;

/** POST /dispute/{disputeId}/messages: multipart, a `message` field and up to 5 `files`. */
export const disputeMessageFields = z.object({
  message: z
    .string()
    .trim()
    .max(DISPUTE_MESSAGE_MAX_LENGTH, `A message is at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters.`)
    .default(''),
});

const redoDays = z.coerce
  .number()
  .int()
  .min(DISPUTE_REDO_DAYS_MIN, `Redo days must be between ${DISPUTE_REDO_DAYS_MIN} and ${DISPUTE_REDO_DAYS_MAX}.`)
  .max(DISPUTE_REDO_DAYS_MAX, `Redo days must be between ${DISPUTE_REDO_DAYS_MIN} and ${DISPUTE_REDO_DAYS_MAX}.`);

const withRedoDays = <T extends { outcome: DisputeOutcome; redoDays?: number | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.outcome === 'redo' && value.redoDays === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['redoDays'],
      message: 'Please say within how many days the work is redone.',
    });
  }
};

/** POST /dispute/{disputeId}/proposals: a settlement offer; one pending offer per dispute. */
export const disputeProposalBody = z
  .object({
    outcome: disputeOutcome,
    redoDays: redoDays.optional(),
    note: z
      .string()
      .trim()
      .max(DISPUTE_MESSAGE_MAX_LENGTH, `A note is at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters.`)
      .default(''),
  })
  .superRefine(withRedoDays);
export type DisputeProposalBody = z.input<typeof disputeProposalBody>;

/** POST /dispute/{disputeId}/decision (admins, escalated disputes): final. */
export const disputeDecisionBody = z
  .object({
    outcome: disputeOutcome,
    redoDays: redoDays.optional(),
    reason: z
      .string({ message: 'Please write the reason for the decision.' })
      .trim()
      .min(
        DISPUTE_DECISION_REASON_MIN_LENGTH,
        `Please write the reason in at least ${DISPUTE_DECISION_REASON_MIN_LENGTH} characters.`,
      )
      .max(DISPUTE_DECISION_REASON_MAX_LENGTH, `At most ${DISPUTE_DECISION_REASON_MAX_LENGTH} characters.`),
  })
  .superRefine(withRedoDays);
export type DisputeDecisionBody = z.input<typeof disputeDecisionBody>;

export const disputeFileSchema = z.object({
  _id: objectId,
  name: z.string(),
  size: z.number().int(),
  contentType: tolerantEnum(CHAT_ATTACHMENT_MIME_TYPES),
  url: z.string(),
});
export type DisputeFile = z.infer<typeof disputeFileSchema>;

/**
 * The thread, oldest first: messages of the parties and the steps (opened, statement, proposal,
 * accepted, declined, escalated, decided), each with its author (null for the system).
 */
export const DISPUTE_EVENT_KINDS = [
  'opened',
  'statement',
  'message',
  'proposal',
  'proposal_accepted',
  'proposal_declined',
  'escalated',
  'decided',
] as const;
export const disputeEventKind = z.enum(DISPUTE_EVENT_KINDS);
export type DisputeEventKind = z.infer<typeof disputeEventKind>;

export const disputeEventSchema = z.object({
  _id: objectId,
  kind: tolerantEnum(DISPUTE_EVENT_KINDS),
  author: jobPersonSchema.nullable(),
  text: z.string(),
  files: z.array(disputeFileSchema),
  createdAt: z.string(),
});
export type DisputeEvent = z.infer<typeof disputeEventSchema>;

export const DISPUTE_PROPOSAL_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const disputeProposalStatus = z.enum(DISPUTE_PROPOSAL_STATUSES);
export type DisputeProposalStatus = z.infer<typeof disputeProposalStatus>;

export const disputeProposalSchema = z.object({
  _id: objectId,
  proposerId: objectId,
  outcome: tolerantEnum(DISPUTE_OUTCOMES),
  redoDays: z.number().int().nullable(),
  note: z.string(),
  status: tolerantEnum(DISPUTE_PROPOSAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DisputeProposal = z.infer<typeof disputeProposalSchema>;

export const disputeSchema = z.object({
  _id: objectId,
  job: z.object({
    _id: objectId,
    title: z.string(),
    salary: z.number(),
    /** What is at stake: the agreed amount (issue 36), the same figure every screen shows for the job. */
    agreedAmount: agreedAmountSchema,
    budgetType: z.string(),
    status: z.string(),
  }),
  client: jobPersonSchema,
  freelancer: jobPersonSchema,
  status: tolerantEnum(DISPUTE_STATUSES),
  clientReason: z.string().nullable(),
  freelancerReason: z.string().nullable(),
  openedAt: z.string(),
  /** When it goes to an admin on its own if still open. */
  escalatesAt: z.string(),
  escalatedAt: z.string().nullable(),
  outcome: tolerantEnum(DISPUTE_OUTCOMES).nullable(),
  redoDays: z.number().int().nullable(),
  /** agreement: the parties settled; admin: an admin decided. */
  resolvedBy: tolerantEnum(['agreement', 'admin']).nullable(),
  decisionReason: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  proposals: z.array(disputeProposalSchema),
  events: z.array(disputeEventSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** What the caller may do now; computed by the server so screens never guess the rules. */
export const disputeAbilitiesSchema = z.object({
  canWriteStatement: z.boolean(),
  canMessage: z.boolean(),
  canPropose: z.boolean(),
  /** The pending proposal the caller may accept or decline (made by the other party). */
  canAnswerProposalId: objectId.nullable(),
  canWithdrawProposalId: objectId.nullable(),
  canEscalate: z.boolean(),
  canDecide: z.boolean(),
});
export type DisputeAbilities = z.infer<typeof disputeAbilitiesSchema>;

export const disputeResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  dispute: disputeSchema,
  abilities: disputeAbilitiesSchema,
});
export type DisputeResponse = z.infer<typeof disputeResponse>;

/** GET /dispute/admin/queue (admins): escalated first by default, oldest waiting first. */
export const disputeQueueQuery = z.object({
  status: disputeStatus.default('escalated'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DisputeQueueQuery = z.input<typeof disputeQueueQuery>;

export const disputeSummarySchema = disputeSchema.pick({
  _id: true,
  job: true,
  client: true,
  freelancer: true,
  status: true,
  openedAt: true,
  escalatesAt: true,
  escalatedAt: true,
  outcome: true,
  resolvedAt: true,
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const disputeQueueResponse = z.object({
  success: z.literal(true),
  disputes: z.array(disputeSummarySchema),
  pagination: pageInfo,
  /** Escalated disputes waiting for a decision, whatever the filter (the tab's badge). */
  waitingCount: z.number().int(),
});
export type DisputeQueueResponse = z.infer<typeof disputeQueueResponse>;

export const disputeActionResponse = messageResponse.extend({
  // A success always says so: the browser takes this answer as the dispute's (DisputeResponse).
  success: z.literal(true),
  dispute: disputeSchema,
  abilities: disputeAbilitiesSchema,
});

/**
 * The revision view's Request Clarification and Mark As Addressed (freelancer, job in `review`).
 * POST /job/requestClarification/{jobId}: the question goes into the chat with the client, linked to the job.
 * POST /job/markAddressed/{jobId}: records it on the revision request (job.revisionAddressedAt) and tells the client.
 */
export const CLARIFICATION_MIN_LENGTH = 10;
export const CLARIFICATION_MAX_LENGTH = 2000;
export const requestClarificationBody = z.object({
  question: z
    .string({ message: 'Please write your question.' })
    .trim()
    .min(CLARIFICATION_MIN_LENGTH, `Please write at least ${CLARIFICATION_MIN_LENGTH} characters.`)
    .max(CLARIFICATION_MAX_LENGTH, `A question is at most ${CLARIFICATION_MAX_LENGTH} characters.`),
});
export type RequestClarificationBody = z.infer<typeof requestClarificationBody>;

export { disputePagePath } from './page-paths';
