import { z } from 'zod';
import { objectId } from './common';
import { fullNameSchema } from './display-name';
import { hasAtMostTwoDecimals } from './jobs';
import { currentUserSchema, passwordSchema, SELF_SERVICE_ROLES } from './user';

/** Issue 3: role choice, passwords, profile edits. Request schemas double as the forms' rules. */

const email = z.string().trim().toLowerCase().email('Please enter a valid e-mail address.').max(254);

/** POST /user/updateRole: the caller's own role, once, freelancer or client only. */
export const updateRoleBody = z.object({
  role: z.enum(SELF_SERVICE_ROLES, { message: 'Role must be freelancer or client.' }),
  /** Accepted for the spec's payload; must be the caller's own id when present. */
  userId: objectId.optional(),
});
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

/**
 * GET /user/verify-email, the mailed link: its token (a malformed or missing one answers
 * `verified=invalid`). Every outcome is a redirect to the login page, without a body.
 */
export const verifyEmailLinkQuery = z.object({ token: z.string().optional() });
export const verifyEmailRedirect = z.null();

/** POST /user/forget-password (JSON or form). The answer is always FORGET_PASSWORD_MESSAGE. */
export const forgetPasswordBody = z.object({ email });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;
export const FORGET_PASSWORD_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';

/** POST /user/recover-password, with `Authorization: Bearer <token from the mailed link>`. */
export const recoverPasswordBody = z.object({ password: passwordSchema });
export type RecoverPasswordBody = z.infer<typeof recoverPasswordBody>;
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** PUT /user/set-password: only for accounts without a password (Google sign-up). */
export const setPasswordBody = z.object({ password: passwordSchema });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** POST /user/changePassword: the current password is required (a stolen session must not suffice). */
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Current password is required.').max(128),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

// The limits live in a plain module (a first screen reads them without zod); offered here as before.
import {
  BIO_MAX_LENGTH,
  HOURLY_RATE_MAX,
  LANGUAGES_MAX_COUNT,
  LOCATION_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
} from './profile-limits';
export {
  BIO_MAX_LENGTH,
  HOURLY_RATE_MAX,
  LANGUAGES_MAX_COUNT,
  LOCATION_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
} from './profile-limits';

/** A freelancer's usual hourly rate in the site's CURRENCY; null clears it. */
export const hourlyRateSchema = z
  .number({ message: 'Hourly rate must be a number.' })
  .positive('Hourly rate must be more than 0.')
  .max(HOURLY_RATE_MAX, `Hourly rate must be at most ${HOURLY_RATE_MAX}.`)
  .refine(hasAtMostTwoDecimals, 'Hourly rate can have at most two decimals.')
  .nullable();

/** Trimmed entries, none blank, no duplicates (case-insensitive). */
const textList = (what: string, maxCount: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${what} entries must not be blank.`)
        .max(SKILL_MAX_LENGTH, `${what} entries must be at most ${SKILL_MAX_LENGTH} characters.`),
    )
    .max(maxCount, `At most ${maxCount} ${what.toLowerCase()} entries.`)
    .refine(
      (items) => new Set(items.map((item) => item.toLowerCase())).size === items.length,
      `${what} entries must not repeat.`,
    );

/**
 * POST /user/updateProfile: any non-empty subset. The spec's screens send {fullName, email,
 * professionalTitle, languages}, or {bio}, or {subCategory}, or {uspSkill}. bio, subCategory and
 * uspSkill are for freelancers only (403 otherwise), and so is hourlyRate (null clears it; location, for
 * anyone, is cleared by an empty one). Unknown keys are ignored. A changed e-mail becomes `pendingEmail`
 * until the link mailed to the new address is opened. An empty professionalTitle clears it.
 */
export const updateProfileBody = z
  .object({
    fullName: fullNameSchema,
    email,
    professionalTitle: z.string().trim().max(100, 'Professional title must be at most 100 characters.'),
    hourlyRate: hourlyRateSchema,
    /** A town and country, shown to everyone; an empty one clears it. */
    location: z.string().trim().max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters.`),
    languages: textList('Language', LANGUAGES_MAX_COUNT),
    bio: z.string().trim().max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters.`),
    subCategory: textList('Skill', SKILLS_MAX_COUNT),
    uspSkill: textList('Unique skill', SKILLS_MAX_COUNT),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update.');
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Fields only a freelancer may set. */
export const FREELANCER_ONLY_FIELDS = ['bio', 'subCategory', 'uspSkill', 'hourlyRate'] as const;

/** {success, message, user} after every account change (updateRole, passwords, profile, files). */
export const accountUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: currentUserSchema,
});
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponse>;
