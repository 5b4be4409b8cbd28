import type { CommandContext } from './command-context';
import type { JobRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { asScheduledWork } from '../lib/change-scope';

export const JOB_NOT_FOUND = 'This job does not exist.';
export const JOB_CHANGED = 'This job changed meanwhile. Reload the page and try again.';

/**
 * The job the owner is about to accept, mark incomplete or send back: deadlines applied first (so a
 * job whose review period ended is already completed), then 404 / 403 / 409 with a clear reason.
 */
export async function loadJobForReview(app: CommandContext, user: UserRow, jobId: string): Promise<JobRow> {
  await asScheduledWork(() => app.scheduler.completeOverdueReviews());
  const job = await app.repos.jobs.findById(jobId);
  if (!job) throw notFound(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  if (job.ownerId !== user.id) throw forbidden('Only the client who posted this job can review its work.', 'NOT_OWNER');
  switch (job.status) {
    case 'paused':
      return job;
    case 'completed':
      throw conflict('This job is already completed.', 'JOB_COMPLETED');
    case 'review':
      throw conflict('You already asked for a revision: the freelancer is working on it.', 'IN_REVISION');
    case 'disputes':
      throw conflict('This work is already marked as incomplete.', 'IN_DISPUTE');
    default:
      throw conflict('There is no submitted work waiting for your review on this job.', 'NOTHING_TO_REVIEW');
  }
}
