import { useGetPendingReviewsQuery } from '../api/get-pending-reviews';

/**
 * Whether the signed-in party still owes a review for this job (window open, not written yet), for
 * the Leave a Review actions. Only completed jobs ask; every card shares the one pending list.
 */
export function useAwaitsMyReview(jobId: string, completed: boolean): boolean {
  const { data } = useGetPendingReviewsQuery(undefined, { skip: !completed });
  return completed && (data?.jobs.some((pending) => pending.jobId === jobId) ?? false);
}
