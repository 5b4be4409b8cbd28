import type { CommandContext } from './command-context';
import { CLIENT_REVIEW_DAYS, type JobStatus } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { agreedAmountText } from '../lib/agreed-amount-text';
import { siteLinks } from '../lib/site-links';
import { takeActionLink, workSubmittedEmail } from '../mail/work-submitted-email';
import { workReviewRefKey } from '../repositories/job-work';
import type { NewStoredFile } from '../repositories/stored-files';
import { notifyEach } from './notify-each';

const DAY_MS = 24 * 60 * 60 * 1000;

const SUBMITTABLE: readonly JobStatus[] = ['progress', 'review'];

/** 403 unless the caller is the job's hired freelancer; 409 unless the job waits for work. */
export function assertCanSubmit(user: UserRow, job: JobRow): void {
  if (job.hiredFreelancerId !== user.id)
    throw forbidden('Only the freelancer hired for this job can submit work.', 'NOT_HIRED');
  if (SUBMITTABLE.includes(job.status)) return;
  if (job.status === 'paused')
    throw conflict("Your work is already waiting for the client's review.", 'ALREADY_SUBMITTED');
  if (job.status === 'completed') throw conflict('This job is already completed.', 'JOB_COMPLETED');
  throw conflict('Work can only be submitted while the job is in progress or in revision.', 'WRONG_STATE');
}

export interface RecordedSubmission {
  job: JobRow;
  round: number;
  clientReviewDeadline: Date;
  files: NewStoredFile[];
}

/**
 * Records staged files as the job's delivery (round 1, or 2 after the revision) and moves the job to
 * paused with the client's review deadline. The caller removes the staged bytes if this throws.
 */
export async function recordWorkSubmission(
  app: CommandContext,
  freelancer: UserRow,
  job: JobRow,
  files: NewStoredFile[],
): Promise<RecordedSubmission> {
  const now = app.clock.now();
  const round = job.status === 'review' ? 2 : 1;
  const clientReviewDeadline = new Date(now.getTime() + CLIENT_REVIEW_DAYS * DAY_MS);
  const updated = await app.repos.jobWork.recordSubmission({
    jobId: job.id,
    freelancerId: freelancer.id,
    fromStatus: job.status,
    round,
    files,
    now,
    clientReviewDeadline,
  });
  if (!updated) throw conflict('This job changed meanwhile. Reload the page and try again.', 'JOB_CHANGED');
  return { job: updated, round, clientReviewDeadline, files };
}

/**
 * Mails the client the /takeAction link (if they keep e-mail on for Job notifications) and notifies
 * them; the delivery stands even if mail fails. This mail replaces the generic notification mail.
 */
export async function announceWorkSubmission(
  app: CommandContext,
  freelancer: UserRow,
  submission: RecordedSubmission,
): Promise<void> {
  const { job, round } = submission;
  const client = await app.repos.users.findById(job.ownerId);
  if (!client) return;
  try {
    const { email } = await app.repos.notificationPreferences.channels(client.id, 'Job');
    if (email) {
      await app.mailer.send(
        workSubmittedEmail({
          to: client.email,
          clientName: client.fullName,
          freelancerName: freelancer.fullName,
          jobTitle: job.title,
          fileNames: submission.files.map((file) => file.originalName),
          round,
          reviewDeadline: submission.clientReviewDeadline,
          agreedAmount: await agreedAmountText(app, job),
          link: takeActionLink(app.config.publicUrl, job.id),
        }),
      );
    }
  } catch (error) {
    app.log.error({ err: error, jobId: job.id }, 'work submission mail could not be sent');
  }
  await notifyEach(app, [
    {
      userId: client.id,
      senderId: freelancer.id,
      category: 'Job',
      type: round === 1 ? 'work_submitted' : 'revision_submitted',
      message:
        round === 1
          ? `${freelancer.fullName} submitted work for "${job.title}". Please review it within ${CLIENT_REVIEW_DAYS} days.`
          : `${freelancer.fullName} submitted the revised work for "${job.title}". Please review it within ${CLIENT_REVIEW_DAYS} days.`,
      link: siteLinks.takeAction(job.id),
      // Marked done when the client answers the review (repositories/job-work.ts).
      refKey: workReviewRefKey(job.id),
    },
  ]);
}
