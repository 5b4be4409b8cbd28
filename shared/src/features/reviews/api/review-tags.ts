/**
 * The Review cache entries and what each change reaches: a job's review state, the caller's
 * pending list, and each user's published reviews. Ids are prefixed because job and user ids can
 * never be told apart otherwise.
 */
export const jobReviewsTag = (jobId: string) => ({ type: 'reviews' as const, id: `job-${jobId}` });
export const userReviewsTag = (userId: string) => ({ type: 'reviews' as const, id: `user-${userId}` });
export const PENDING_REVIEWS_TAG = { type: 'reviews' as const, id: 'PENDING' };
