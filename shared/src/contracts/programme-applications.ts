import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { hiringAssistantAnswers, hiringEligibilitySchema } from './hiring-assistants';
import { mentorApplicationAnswers } from './mentorship';
import { tolerantEnum, UNKNOWN_VALUE } from './tolerant-enum';

/**
 * The admin's Applications queue (issue 13; the approval step the spec never shows): mentor and
 * hiring-assistant applications, decided by an admin; the applicant is notified either way.
 */

export const PROGRAMME_TYPES = ['mentor', 'hiringAssistant'] as const;
export const programmeType = z.enum(PROGRAMME_TYPES);
export type ProgrammeType = z.infer<typeof programmeType>;
export const PROGRAMME_TYPE_LABELS: Record<ProgrammeType, string> = {
  mentor: 'Mentor',
  hiringAssistant: 'Hiring assistant',
};

export const PROGRAMME_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export const programmeApplicationStatus = z.enum(PROGRAMME_APPLICATION_STATUSES);
export type ProgrammeApplicationStatus = z.infer<typeof programmeApplicationStatus>;

/** GET /admin/applications */
export const adminApplicationsQuery = z.object({
  status: programmeApplicationStatus.default('pending'),
  type: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), programmeType.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type AdminApplicationsQuery = z.input<typeof adminApplicationsQuery>;

/** The applicant's public card plus the figures an admin weighs (rating, projects, tenure). */
export const applicantCardSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  username: z.string(),
  profile: z.object({ profilePhoto: z.string().nullable(), professionalTitle: z.string().nullable() }),
  eligibility: hiringEligibilitySchema,
});
export type ApplicantCard = z.infer<typeof applicantCardSchema>;

const decisionFields = {
  _id: objectId,
  status: tolerantEnum(PROGRAMME_APPLICATION_STATUSES),
  applicant: applicantCardSchema,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ _id: objectId, fullName: z.string() }).nullable(),
  /** The admin's written reason (required for a decline). */
  reason: z.string().nullable(),
};

const knownProgrammes = new Set<string>(PROGRAMME_TYPES);

/**
 * An application of a programme a newer release added reads as type `unknown` with no answers
 * (their shape is not known here), instead of failing the whole queue (tolerant-enum.ts).
 */
export const adminApplicationSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !knownProgrammes.has((value as { type?: unknown }).type as string)
      ? { ...value, type: UNKNOWN_VALUE, answers: {} }
      : value,
  z.discriminatedUnion('type', [
    // The form's contact e-mail stays with the applicant: no response carries another user's address.
    z.object({ ...decisionFields, type: z.literal('mentor'), answers: mentorApplicationAnswers.omit({ email: true }) }),
    z.object({
      ...decisionFields,
      type: z.literal('hiringAssistant'),
      answers: hiringAssistantAnswers.omit({ agreeToTerms: true }),
    }),
    z.object({ ...decisionFields, type: z.literal(UNKNOWN_VALUE), answers: z.object({}) }),
  ]),
);
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationsResponse = z.object({
  success: z.literal(true),
  applications: z.array(adminApplicationSchema),
  pagination: pageInfo,
  /** Pending applications of any type, for the queue's badge. */
  pendingCount: z.number().int(),
});
export type AdminApplicationsResponse = z.infer<typeof adminApplicationsResponse>;

export const DECISION_REASON_MIN_LENGTH = 10;
export const DECISION_REASON_MAX_LENGTH = 1000;

/** POST /admin/applications/{id}/decision: a decline must say why; an approval may add a note. */
export const applicationDecisionBody = z
  .object({
    decision: z.enum(['approved', 'declined'], { message: 'Please choose approve or decline.' }),
    reason: z
      .string()
      .trim()
      .max(DECISION_REASON_MAX_LENGTH, `The reason must be at most ${DECISION_REASON_MAX_LENGTH} characters.`)
      .optional()
      .default(''),
  })
  .refine((body) => body.decision === 'approved' || body.reason.length >= DECISION_REASON_MIN_LENGTH, {
    message: `Please give the applicant a reason of at least ${DECISION_REASON_MIN_LENGTH} characters.`,
    path: ['reason'],
  });
export type ApplicationDecisionBody = z.infer<typeof applicationDecisionBody>;
export type ApplicationDecisionInput = z.input<typeof applicationDecisionBody>;

export const applicationDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  application: adminApplicationSchema,
});
export type ApplicationDecisionResponse = z.infer<typeof applicationDecisionResponse>;
