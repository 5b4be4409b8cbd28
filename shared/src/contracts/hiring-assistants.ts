import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { JOB_STATUSES } from './job-options';
import { HIRING_ASSISTANT_STATUSES, ratingSummarySchema } from './user';
import {
  APPOINTMENT_STATUSES,
  ASSISTANT_REASON_MAX_LENGTH,
  ASSISTANT_REASON_MIN_LENGTH,
  ASSISTANT_SKILLS_MAX,
  HIRING_RATING_FILTERS,
  HIRING_SPECIALIZATIONS,
} from './hiring-assistant-options';
import { tolerantEnum } from './tolerant-enum';

/**
 * The hiring-assistant programme (spec job-lifecycle §2 Hiring assistant portal and application,
 * Talent Selection with Hire Selection Assistant, §3, §9; issue 13): a freelancer applies, an admin
 * approves, clients find and appoint assistants to their own jobs, the assistant recommends
 * applicants, and a hire on a recommendation earns the assistant a fee.
 */

export const hiringSpecialization = z.enum(HIRING_SPECIALIZATIONS, { message: 'Please choose your specialization.' });
export const hiringRatingFilter = z.enum(HIRING_RATING_FILTERS);

/** POST /user/applyHiringAssistant (spec §7 fields, plus the agreement the form now enforces). */
export const hiringAssistantApplicationBody = z.object({
  yourSpecialization: hiringSpecialization,
  yearsOfExperience: z.coerce
    .number({ message: 'Years of experience must be a number.' })
    .int('Years of experience must be a whole number.')
    .min(0, 'Years of experience cannot be negative.')
    .max(60, 'Years of experience must be at most 60.'),
  skills: z
    .array(z.string().trim().min(1).max(50, 'Each skill must be at most 50 characters.'), {
      message: 'Please list your key skills.',
    })
    .min(1, 'Please list at least one key skill.')
    .max(ASSISTANT_SKILLS_MAX, `List at most ${ASSISTANT_SKILLS_MAX} key skills.`),
  reason: z
    .string({ message: 'Please tell us why you want to be a hiring assistant.' })
    .trim()
    .min(ASSISTANT_REASON_MIN_LENGTH, `Your reason must be at least ${ASSISTANT_REASON_MIN_LENGTH} characters.`)
    .max(ASSISTANT_REASON_MAX_LENGTH, `Your reason must be at most ${ASSISTANT_REASON_MAX_LENGTH} characters.`),
  agreeToTerms: z.literal(true, { message: 'Please accept the Hiring Assistant Terms And Conditions.' }),
});
export type HiringAssistantApplicationBody = z.infer<typeof hiringAssistantApplicationBody>;

/** The application's answers as responses show them: a specialization a newer release added reads `unknown`. */
export const hiringAssistantAnswers = hiringAssistantApplicationBody.extend({
  yourSpecialization: tolerantEnum(HIRING_SPECIALIZATIONS),
});
export type HiringAssistantApplicationInput = z.input<typeof hiringAssistantApplicationBody>;

/** The caller's own figures against the portal's eligibility (real numbers, never placeholders). */
export const hiringEligibilitySchema = z.object({
  rating: ratingSummarySchema,
  completedProjects: z.number().int(),
  /** Whole years since the account was created. */
  yearsOnFreelane: z.number().int(),
  /** Distinct clients whose published review of the caller gave 4 stars or more. */
  positiveClientReviews: z.number().int(),
  meets: z.object({
    rating: z.boolean(),
    completedProjects: z.boolean(),
    years: z.boolean(),
    positiveClientReviews: z.boolean(),
  }),
});
export type HiringEligibility = z.infer<typeof hiringEligibilitySchema>;

/** GET /hiring/portal: status, eligibility figures and the latest application's decision. */
export const hiringPortalResponse = z.object({
  success: z.literal(true),
  hiringAssistantStatus: tolerantEnum(HIRING_ASSISTANT_STATUSES),
  eligibility: hiringEligibilitySchema,
  latestApplication: z
    .object({
      _id: objectId,
      status: tolerantEnum(['pending', 'approved', 'declined']),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The admin's reason (always given for a decline). */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type HiringPortalResponse = z.infer<typeof hiringPortalResponse>;

/** A hiring assistant as clients browse them (spec §3 plus rating and jobs assisted). */
export const hiringAssistantSchema = z.object({
  /** The assistant's user id (what Connect and appoint take). */
  _id: objectId,
  yourSpecialization: tolerantEnum(HIRING_SPECIALIZATIONS),
  yearsOfExperience: z.number().int(),
  skills: z.array(z.string()),
  userDetails: z.object({
    _id: objectId,
    fullName: z.string(),
    profile: z.object({ profilePhoto: z.string().nullable(), professionalTitle: z.string().nullable() }),
  }),
  rating: ratingSummarySchema,
  /** Appointments the assistant accepted. */
  jobsAssisted: z.number().int(),
  /** On the calling client's shortlist. */
  shortlisted: z.boolean(),
});
export type HiringAssistant = z.infer<typeof hiringAssistantSchema>;

const optionalFilter = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /user/getHiringAssistants: accepted assistants, filtered server side, best rated first. */
export const hiringAssistantsQuery = z.object({
  specialization: optionalFilter(hiringSpecialization),
  rating: optionalFilter(hiringRatingFilter),
  /** `true`: only the caller's shortlist. */
  shortlisted: z.preprocess((value) => value === true || value === 'true', z.boolean()).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});
export type HiringAssistantsQuery = z.input<typeof hiringAssistantsQuery>;

export const hiringAssistantsResponse = z.object({
  success: z.literal(true),
  hiringAssistants: z.array(hiringAssistantSchema),
  pagination: pageInfo,
});
export type HiringAssistantsResponse = z.infer<typeof hiringAssistantsResponse>;

export const assistantIdParams = z.object({ assistantId: objectId });
export type AssistantIdParams = z.infer<typeof assistantIdParams>;

/** PUT / DELETE /hiring/shortlist/{assistantId}. */
export const shortlistResponse = z.object({ success: z.literal(true), message: z.string(), shortlisted: z.boolean() });
export type ShortlistResponse = z.infer<typeof shortlistResponse>;

export const appointmentStatus = z.enum(APPOINTMENT_STATUSES);

const personSummary = z.object({
  _id: objectId,
  fullName: z.string(),
  profile: z.object({ profilePhoto: z.string().nullable() }),
});

/** One assistant on one client job. */
export const appointmentSchema = z.object({
  _id: objectId,
  status: tolerantEnum(APPOINTMENT_STATUSES),
  client: personSummary,
  assistant: personSummary,
  job: z.object({
    _id: objectId,
    title: z.string(),
    status: tolerantEnum(JOB_STATUSES),
    salary: z.number(),
    budgetType: z.string(),
    applicationDeadline: z.string(),
    /** Proposals on the job (pending, accepted or rejected). */
    applicantCount: z.number().int(),
  }),
  /** Applications the assistant marked Recommended on this job. */
  recommendedCount: z.number().int(),
  /** The fee recorded when the client hired a recommended freelancer, else null. */
  fee: z.number().nullable(),
  appointedAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** POST /hiring/appoint: the client appoints an accepted assistant to one of its own active jobs. */
export const appointBody = z.object({ assistantId: objectId, jobId: objectId });
export type AppointBody = z.infer<typeof appointBody>;

export const appointmentIdParams = z.object({ appointmentId: objectId });
export type AppointmentIdParams = z.infer<typeof appointmentIdParams>;

/** POST /hiring/appointments/{appointmentId}/respond (the assistant). */
export const appointmentResponseBody = z.object({ decision: z.enum(['accepted', 'declined']) });
export type AppointmentResponseBody = z.infer<typeof appointmentResponseBody>;

export const appointmentActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
});
export type AppointmentActionResponse = z.infer<typeof appointmentActionResponse>;

export const appointmentsQuery = z.object({
  jobId: objectId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AppointmentsQuery = z.input<typeof appointmentsQuery>;

/**
 * GET /hiring/clients (the assistant's dashboard: one card per client and job) and
 * GET /hiring/appointments (the client's own appointments, optionally of one job).
 */
export const hiringClientsResponse = z.object({
  success: z.literal(true),
  clients: z.array(appointmentSchema),
  pagination: pageInfo,
});
export type HiringClientsResponse = z.infer<typeof hiringClientsResponse>;

export const appointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
  pagination: pageInfo,
});
export type AppointmentsResponse = z.infer<typeof appointmentsResponse>;

export const RECOMMENDATION_NOTE_MAX_LENGTH = 1000;

/** PUT /hiring/recommendations/{applicationId}: the appointed assistant recommends a proposal. */
export const recommendationBody = z.object({
  note: z
    .string({ message: 'Please say why you recommend this freelancer.' })
    .trim()
    .min(10, 'Your note must be at least 10 characters.')
    .max(RECOMMENDATION_NOTE_MAX_LENGTH, `Your note must be at most ${RECOMMENDATION_NOTE_MAX_LENGTH} characters.`),
});
export type RecommendationBody = z.infer<typeof recommendationBody>;

/** What /viewApplicants and the assistant's list show on a recommended proposal. */
export const recommendationSchema = z.object({
  by: z.object({ _id: objectId, fullName: z.string() }),
  note: z.string(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  recommendation: recommendationSchema.nullable(),
});
export type RecommendationResponse = z.infer<typeof recommendationResponse>;

/** GET /hiring/fees: fees the signed-in assistant earned (Earnings), newest first. */
export const assistantFeeSchema = z.object({
  _id: objectId,
  amount: z.number(),
  job: z.object({ _id: objectId, title: z.string(), salary: z.number() }),
  client: z.object({ _id: objectId, fullName: z.string() }),
  freelancer: z.object({ _id: objectId, fullName: z.string() }),
  createdAt: z.string(),
});
export type AssistantFee = z.infer<typeof assistantFeeSchema>;

export const assistantFeesResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  fees: z.array(assistantFeeSchema),
  pagination: pageInfo,
});
export type AssistantFeesResponse = z.infer<typeof assistantFeesResponse>;
