import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { tolerantEnum } from './tolerant-enum';
import {
  MENTOR_AVAILABILITY,
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_BIO_MIN_LENGTH,
  MENTOR_EXPERIENCE,
  MENTOR_EXPERTISE,
  MENTOR_REASON_MAX_LENGTH,
  MENTOR_REASON_MIN_LENGTH,
  MENTORING_TYPES,
} from './mentorship-options';

/**
 * Mentorship (spec job-lifecycle §2 Mentorship / Mentor application, §3, §9; issue 13): a freelancer
 * applies with the mentor form, an admin approves or declines, approved mentors are listed on
 * /mentorship and anyone signed in can ask one for mentoring in the chat.
 */

export * from './mentorship-options';

export const mentorExperience = z.enum(MENTOR_EXPERIENCE, { message: 'Please choose your years of experience.' });
export const mentorAvailability = z.enum(MENTOR_AVAILABILITY, { message: 'Please choose your availability.' });
export const mentorExpertise = z.enum(MENTOR_EXPERTISE);
export const mentoringType = z.enum(MENTORING_TYPES);

const trimmedText = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Only an https link is kept (it is shown to every signed-in user as a link). */
export const httpsUrl = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, `${label} must be an https:// link.`);

const uniqueList = <T extends z.ZodTypeAny>(item: T, label: string, max: number) =>
  z
    .array(item, { message: `Please choose at least one ${label}.` })
    .min(1, `Please choose at least one ${label}.`)
    .max(max, `Choose at most ${max} ${label} options.`)
    .refine((items) => new Set(items).size === items.length, `Each ${label} may be chosen once.`);

/** POST /user/applyAsMentor: every field of the spec's mentor form. */
export const mentorApplicationBody = z.object({
  fullName: trimmedText('Full name', 2, 100),
  email: z
    .string({ message: 'E-mail is required.' })
    .trim()
    .toLowerCase()
    .email('Please enter a valid e-mail address.')
    .max(254),
  currentProfession: trimmedText('Current profession', 2, 100),
  experience: mentorExperience,
  areaOfExpertise: uniqueList(mentorExpertise, 'area of expertise', MENTOR_EXPERTISE.length),
  professionalBio: trimmedText('Professional bio', MENTOR_BIO_MIN_LENGTH, MENTOR_BIO_MAX_LENGTH),
  linkedin: httpsUrl('LinkedIn profile'),
  availability: mentorAvailability,
  mentoringType: uniqueList(mentoringType, 'mentoring type', MENTORING_TYPES.length),
  reason: trimmedText('Reason', MENTOR_REASON_MIN_LENGTH, MENTOR_REASON_MAX_LENGTH),
  freeSession: z.boolean({ message: 'Please say whether you offer a free introductory session.' }),
});
export type MentorApplicationBody = z.infer<typeof mentorApplicationBody>;
export type MentorApplicationInput = z.input<typeof mentorApplicationBody>;

/** A mentor application's answers as responses show them: choices a newer release added read `unknown`. */
export const mentorApplicationAnswers = mentorApplicationBody.extend({
  experience: tolerantEnum(MENTOR_EXPERIENCE),
  areaOfExpertise: z.array(tolerantEnum(MENTOR_EXPERTISE)),
  availability: tolerantEnum(MENTOR_AVAILABILITY),
  mentoringType: z.array(tolerantEnum(MENTORING_TYPES)),
});

/** Where a user stands with the mentor programme. Declined carries the admin's reason. */
export const MENTOR_STATUSES = ['Inactive', 'Pending', 'Accepted', 'Declined'] as const;
export const mentorStatus = z.enum(MENTOR_STATUSES);
export type MentorStatus = z.infer<typeof mentorStatus>;

/** GET /user/getMentorship: the caller's own status, latest application and subscription. */
export const mentorshipResponse = z.object({
  success: z.literal(true),
  status: tolerantEnum(MENTOR_STATUSES),
  /** The admin's reason when the latest application was declined, else null. */
  declineReason: z.string().nullable(),
  application: z
    .object({
      _id: objectId,
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      answers: mentorApplicationAnswers,
    })
    .nullable(),
  /** True once the caller pressed Get Notified (and has not yet been told mentors are here). */
  subscribed: z.boolean(),
});
export type MentorshipResponse = z.infer<typeof mentorshipResponse>;

/** An approved mentor as /mentorship lists them: public facts only (no e-mail). */
export const mentorCardSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  profile: z.object({ profilePhoto: z.string().nullable(), professionalTitle: z.string().nullable() }),
  currentProfession: z.string(),
  experience: tolerantEnum(MENTOR_EXPERIENCE),
  areaOfExpertise: z.array(tolerantEnum(MENTOR_EXPERTISE)),
  mentoringType: z.array(tolerantEnum(MENTORING_TYPES)),
  availability: tolerantEnum(MENTOR_AVAILABILITY),
  professionalBio: z.string(),
  linkedin: z.string(),
  freeSession: z.boolean(),
  approvedAt: z.string(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const mentorsQuery = z.object({
  expertise: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), mentorExpertise.optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type MentorsQuery = z.input<typeof mentorsQuery>;

/** GET /user/getMentors: approved mentors, newest approval first. */
export const mentorsResponse = z.object({
  success: z.literal(true),
  mentors: z.array(mentorCardSchema),
  pagination: pageInfo,
});
export type MentorsResponse = z.infer<typeof mentorsResponse>;

/** POST / DELETE /user/mentorshipSubscription: Get Notified, stored. */
export const mentorshipSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  subscribed: z.boolean(),
});
export type MentorshipSubscriptionResponse = z.infer<typeof mentorshipSubscriptionResponse>;
