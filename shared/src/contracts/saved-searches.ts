import { z } from 'zod';
import { messageResponse, objectId } from './common';
import { BUDGET_BUCKETS, JOB_CATEGORIES, JOB_RANKS } from './job-options';
import { budgetBucket, jobCategory, jobRank, optionalFilter } from './jobs';
import { tolerantEnum } from './tolerant-enum';

/**
 * Saved searches and job alerts (issue 37): a freelancer keeps a Find Jobs query under a name, and
 * every job posted later that matches it alerts them once, as its `alerts` say.
 */
// In a plain module: /saved-searches' first screen names it without loading zod (issue 39).
export { MAX_SAVED_SEARCHES } from './saved-search-limits';
/** A person gets at most this many instant job alerts an hour, across searches; the rest wait for the digest. */
export const JOB_ALERTS_PER_HOUR = 20;

export const SAVED_SEARCH_EMAILS = ['off', 'instant', 'daily'] as const;
export type SavedSearchEmail = (typeof SAVED_SEARCH_EMAILS)[number];

export const savedSearchAlerts = z.object({
  inApp: z.boolean(),
  email: z.enum(SAVED_SEARCH_EMAILS),
  /** Web Push to the person's devices (its delivery is item 3 of the issue). */
  push: z.boolean(),
});
export type SavedSearchAlerts = z.infer<typeof savedSearchAlerts>;

/** POST /job/savedSearches and PUT /job/savedSearches/{id}: the query's fields as Find Jobs takes them. */
export const savedSearchBody = z.object({
  name: z.string().trim().min(1, 'Please name the search.').max(80, 'A name must be at most 80 characters.'),
  search: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
  category: optionalFilter(jobCategory),
  budget: optionalFilter(budgetBucket),
  rank: optionalFilter(jobRank),
  alerts: savedSearchAlerts,
});
export type SavedSearchBody = z.input<typeof savedSearchBody>;

export const savedSearchSchema = z.object({
  _id: objectId,
  name: z.string(),
  search: z.string().nullable(),
  // Tolerant: a value a newer release stores answers "unknown" here, never a 500.
  category: tolerantEnum(JOB_CATEGORIES).nullable(),
  budget: tolerantEnum(BUDGET_BUCKETS).nullable(),
  rank: tolerantEnum(JOB_RANKS).nullable(),
  alerts: savedSearchAlerts.extend({ email: tolerantEnum(SAVED_SEARCH_EMAILS) }),
  /** Jobs it matched since the person last opened it. */
  newMatches: z.number().int(),
  lastOpenedAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchIdParams = z.object({ id: objectId });

export const savedSearchResponse = z.object({ success: z.literal(true), savedSearch: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponse>;
export const savedSearchListResponse = z.object({
  success: z.literal(true),
  savedSearches: z.array(savedSearchSchema),
});
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponse>;

/** The signed token of a job alert mail's unsubscribe link (no sign-in: the token is the proof). */
export const alertUnsubscribeParams = z.object({ token: z.string().min(1).max(200) });
/** RFC 8058: the mail client's one-click POST carries `List-Unsubscribe=One-Click`. */
export const alertUnsubscribeBody = z
  .object({
    'List-Unsubscribe': z
      .string()
      .max(40)
      .meta({ examples: ['One-Click'] })
      .optional(),
  })
  .optional();
export const alertUnsubscribeResponse = messageResponse;
/** The unsubscribe link's page (text/html): what it stops, and a button that posts the form. */
export const alertUnsubscribePage = z
  .string()
  .meta({ examples: ['<!doctype html><html lang="en">…<form method="post">…</form>…</html>'] });
