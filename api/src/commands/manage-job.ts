import type { CommandContext } from './command-context';
import type { JobBody, JobStatus } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';

export const JOB_NOT_FOUND_MESSAGE = 'This job does not exist.';
export const JOB_CHANGED_MESSAGE = 'This job changed meanwhile. Reload the page and try again.';

/** Why an open-only action is refused, in words the client understands. */
export function closedJobReason(status: JobStatus, action: 'edited' | 'deleted'): string {
  switch (status) {
    case 'completed':
      return `This job is completed and can no longer be ${action}.`;
    default:
      return `This job can no longer be ${action}: a freelancer has been hired.`;
  }
}

/** The job the caller owns: 404 unknown, 403 someone else's. */
export async function loadOwnJob(app: CommandContext, user: UserRow, jobId: string, verb: string): Promise<JobRow> {
  const job = await app.repos.jobs.findById(jobId);
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
  if (job.ownerId !== user.id) throw forbidden(`Only the client who posted this job can ${verb} it.`, 'NOT_OWNER');
  return job;
}

export async function updateJob(app: CommandContext, user: UserRow, jobId: string, input: JobBody): Promise<JobRow> {
  const job = await loadOwnJob(app, user, jobId, 'edit');
  if (job.status !== 'active') throw conflict(closedJobReason(job.status, 'edited'), 'JOB_NOT_OPEN');
  const updated = await app.repos.jobs.updateIfActive(job.id, user.id, input, app.clock.now());
  if (!updated) throw conflict(JOB_CHANGED_MESSAGE, 'JOB_CHANGED');
  return updated;
}

/** Deletes an open job; its proposals go with it and each waiting applicant is told. */
export async function deleteJob(app: CommandContext, user: UserRow, jobId: string): Promise<JobRow> {
  const job = await loadOwnJob(app, user, jobId, 'delete');
  if (job.status !== 'active') throw conflict(closedJobReason(job.status, 'deleted'), 'JOB_NOT_OPEN');
  const deleted = await app.repos.jobs.deleteIfActive(job.id, user.id);
  if (!deleted) throw conflict(JOB_CHANGED_MESSAGE, 'JOB_CHANGED');
  await notifyEach(
    app,
    deleted.pendingApplicantIds.map((applicantId) => ({
      userId: applicantId,
      senderId: user.id,
      category: 'Job',
      type: 'job_deleted',
      message: `${user.fullName} removed the job "${job.title}", so your proposal was withdrawn.`,
      // The job and the proposal are gone: the link offers other open jobs.
      link: siteLinks.findJobs(),
    })),
  );
  return deleted.job;
}
