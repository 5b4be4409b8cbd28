import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { TALENT_SORTS } from './talent-sorts';
import { publicUserSchema } from './user';

export { TALENT_SORTS, type TalentSort } from './talent-sorts';
export const talentSort = z.enum(TALENT_SORTS);

/**
 * GET /user/suggestedFreelancers. `search` matches case-insensitively the professional title, any
 * skill (subCategory) or the full name; `category` the category or any skill. Empty strings are
 * "no filter".
 */
export const suggestedFreelancersQuery = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
  category: z.string().trim().max(100, 'Category must be at most 100 characters.').optional(),
  sort: talentSort.default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type SuggestedFreelancersQuery = z.input<typeof suggestedFreelancersQuery>;

/** A Find Talent card: the public person, and whether they are an approved mentor (the Mentor badge). */
export const talentCardSchema = publicUserSchema.extend({ isMentor: z.boolean() });
export type TalentCard = z.infer<typeof talentCardSchema>;

export const suggestedFreelancersResponse = z.object({
  success: z.literal(true),
  users: z.array(talentCardSchema),
  pagination: pageInfo,
});
export type SuggestedFreelancersResponse = z.infer<typeof suggestedFreelancersResponse>;

/** POST /user/addContact/{userId}: both become contacts (idempotent); self and unknown refused. */
export const addContactParams = z.object({ userId: objectId });
export type AddContactParams = z.infer<typeof addContactParams>;
export const addContactResponse = messageResponse;

/** GET /user/contacts: the caller's own contacts. */
export const contactsResponse = z.object({
  success: z.literal(true),
  contacts: z.array(publicUserSchema),
});
export type ContactsResponse = z.infer<typeof contactsResponse>;
