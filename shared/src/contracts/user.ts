import { z } from 'zod';
import { objectId } from './common';
import { fullNameSchema, posesAsTeam } from './display-name';
import { tolerantEnum } from './tolerant-enum';

export const ROLES = ['freelancer', 'client', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** A role in responses: one a newer release added reads `unknown` (tolerant-enum.ts). */
export const storedRole = tolerantEnum(ROLES);

/** Roles a person may pick for themselves; admin is never self-assigned. */
export const SELF_SERVICE_ROLES = ['freelancer', 'client'] as const;
export const selfServiceRole = z.enum(SELF_SERVICE_ROLES);

export const HIRING_ASSISTANT_STATUSES = ['Accepted', 'Inactive', 'Pending'] as const;
export const hiringAssistantStatus = z.enum(HIRING_ASSISTANT_STATUSES);
export type HiringAssistantStatus = z.infer<typeof hiringAssistantStatus>;
export const storedHiringAssistantStatus = tolerantEnum(HIRING_ASSISTANT_STATUSES);

export const profileSchema = z.object({
  profilePhoto: z.string().nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
  professionalTitle: z.string().nullable(),
  /** Public (Find Talent's cards, issue 36): the usual hourly rate in the site's CURRENCY, or null. */
  hourlyRate: z.number().nullable(),
  /** Public: where they work from, as they wrote it ("Lisbon, Portugal"), or null. */
  location: z.string().nullable(),
});

export const skillProfileSchema = z.object({
  resume: z.string().nullable(),
  resumeOriginalName: z.string().nullable(),
  category: z.string().nullable(),
  subCategory: z.array(z.string()),
  uspSkill: z.array(z.string()),
});

/**
 * The signed-in user as the API returns it to that same user (`/user/profile`, login).
 * Nested `profile` / `skillProfile` as the spec's server shape. Never a password hash,
 * never a token: the response schema is the allow-list.
 */
export const currentUserSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: storedRole.nullable(),
  emailVerified: z.boolean(),
  isGoogleUser: z.boolean(),
  hasPassword: z.boolean(),
  hiringAssistantStatus: storedHiringAssistantStatus,
  profile: profileSchema,
  skillProfile: skillProfileSchema,
  projectCompleted: z.number().int(),
  createdAt: z.string(),
  /**
   * A new e-mail address waiting for its verification link (POST /user/updateProfile); `email`
   * stays the old one until then. Always sent by the API (null when none); optional in the type so
   * older fixtures keep compiling.
   */
  pendingEmail: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What anyone may see of another user: no e-mail, nothing private. */
/**
 * A user's rating as every card shows it (issue 12): the mean of their published overall review
 * stars, one decimal, null with count 0 when they have none yet ("No reviews yet").
 */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const publicUserSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  username: z.string(),
  role: storedRole.nullable(),
  profile: profileSchema,
  skillProfile: skillProfileSchema.pick({ category: true, subCategory: true, uspSkill: true }),
  projectCompleted: z.number().int(),
  /** ISO date-time the account was created: a real figure for talent cards. */
  memberSince: z.string(),
  rating: ratingSummarySchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
/** Usernames are shown on profiles like names: the display-name rule's team words apply (issue 34). */
export const USERNAME_POSES_AS_TEAM_MESSAGE =
  'This username looks like the Freelane team’s (words such as Freelane, Admin, Support, Staff or Team are reserved). Please choose another.';

/** ASVS V2.1: at least 8 characters, at most 128; common passwords are refused by the API. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

export const registerBody = z.object({
  fullName: fullNameSchema,
  email: z.string().trim().toLowerCase().email('Please enter a valid e-mail address.').max(254),
  password: passwordSchema,
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters.')
    .max(30, 'Username must be at most 30 characters.')
    .regex(USERNAME_PATTERN, 'Username may use letters, digits, dot, dash and underscore only.')
    .refine((username) => !posesAsTeam(username), USERNAME_POSES_AS_TEAM_MESSAGE),
  role: selfServiceRole,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid e-mail address.').max(254),
  password: z.string().min(1, 'Password is required.').max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: currentUserSchema,
});
export type UserResponse = z.infer<typeof userResponse>;

/** POST /user/login: the person, and whether this was their account's first sign-in (greeted as one; issue 36). */
export const loginResponse = userResponse.extend({ firstSignIn: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyEmailQuery = z.object({ token: z.string().min(20).max(200) });

export const newsletterBody = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid e-mail address.').max(254),
});
export type NewsletterBody = z.infer<typeof newsletterBody>;
