import type { CommandContext } from './command-context';
import type { JobRow, ReviewWindowRow, UserRow } from '../db/schema';
import { notFound } from '../errors';

export const REVIEW_JOB_NOT_FOUND = 'This job does not exist.';

export interface ReviewParties {
  job: JobRow;
  /** Undefined until the job completes (and its window opens). */
  window: ReviewWindowRow | undefined;
  /** The party the caller reviews, or null when nobody was hired. */
  counterpartId: string | null;
}

/**
 * A job's reviews belong to its two parties: its client and its hired freelancer (those of the
 * window, fixed at completion, once there is one). Anyone else, admins included, gets the same 404
 * as for a job that does not exist, so a review's existence is never revealed.
 */
export async function loadReviewParties(app: CommandContext, user: UserRow, jobId: string): Promise<ReviewParties> {
  const [job, window] = await Promise.all([app.repos.jobs.findById(jobId), app.repos.reviews.findWindow(jobId)]);
  if (!job) throw notFound(REVIEW_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  const clientId = window?.clientId ?? job.ownerId;
  const freelancerId = window?.freelancerId ?? job.hiredFreelancerId;
  if (user.id === clientId) return { job, window, counterpartId: freelancerId };
  if (freelancerId !== null && user.id === freelancerId) return { job, window, counterpartId: clientId };
  throw notFound(REVIEW_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
}
