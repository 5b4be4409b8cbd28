import type { CommandContext } from './command-context';
import type { ChatMessage } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { sendMessage } from './send-message';
import { JOB_CHANGED, JOB_NOT_FOUND } from './work-review-guard';

export const HIRED_ONLY = 'Only the freelancer hired for this job can answer its revision request.';
export const NOT_IN_REVISION = 'This job has no revision request waiting for you.';
export const ALREADY_ADDRESSED = 'You already marked this revision request as addressed.';

/** The revision view's job: 404 unknown, 403 unless the caller is its hired freelancer, 409 unless in revision. */
async function loadRevision(app: CommandContext, freelancer: UserRow, jobId: string): Promise<JobRow> {
  const job = await app.repos.jobs.findById(jobId);
  if (!job) throw notFound(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  if (job.hiredFreelancerId !== freelancer.id) throw forbidden(HIRED_ONLY, 'NOT_HIRED');
  if (job.status !== 'review') throw conflict(NOT_IN_REVISION, 'NOT_IN_REVISION');
  return job;
}

/**
 * Request Clarification: the question goes to the client as an ordinary chat message (sequence,
 * real-time push, unread count and notification as any other), linked to the job so both see what
 * it is about.
 */
export async function requestClarification(
  app: CommandContext,
  freelancer: UserRow,
  jobId: string,
  question: string,
): Promise<ChatMessage> {
  const job = await loadRevision(app, freelancer, jobId);
  const client = await app.repos.users.findById(job.ownerId);
  if (!client) throw notFound(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  const sent = await sendMessage(app, freelancer, client, {
    body: `Question about the revision request: ${question}`,
    jobId: job.id,
  });
  return sent.message;
}

/** Mark As Addressed: recorded once on the revision request, and the client is told. */
export async function markRevisionAddressed(app: CommandContext, freelancer: UserRow, jobId: string): Promise<JobRow> {
  const job = await loadRevision(app, freelancer, jobId);
  if (job.revisionAddressedAt) throw conflict(ALREADY_ADDRESSED, 'ALREADY_ADDRESSED');
  const updated = await app.repos.jobWork.markRevisionAddressed(job.id, freelancer.id, app.clock.now());
  if (!updated) throw conflict(JOB_CHANGED, 'JOB_CHANGED');
  await notifyEach(app, [
    {
      userId: updated.ownerId,
      senderId: freelancer.id,
      category: 'Job',
      type: 'revision_addressed',
      message: `${freelancer.fullName} addressed your revision request on "${updated.title}"; the revised work follows.`,
      link: siteLinks.completedJobs(updated.id),
    },
  ]);
  return updated;
}
