import { paymentStatusOf } from '@freelane/shared/contracts';
import type { CommandContext } from './command-context';
import type { JobRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { agreedAmountText } from '../lib/agreed-amount-text';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { JOB_CHANGED, JOB_NOT_FOUND } from './work-review-guard';

/**
 * The payment record of a job (issue 36). Freelane holds no money: the agreed amount is due from
 * the client to the freelancer directly once the work is accepted, and the record says only what
 * the two parties said: the client marked it paid, the freelancer confirmed it received.
 */

export const NOTHING_DUE = 'Nothing is due on this job yet: the agreed amount falls due when the work is accepted.';
export const PAYMENT_IN_DISPUTE = 'A dispute is open on this job: its outcome decides what is due.';

/** 409 unless the agreed amount is due (the work accepted, or completed by a dispute's outcome). */
function assertDue(job: JobRow): void {
  if (job.status === 'disputes') throw conflict(PAYMENT_IN_DISPUTE, 'PAYMENT_DISPUTED');
  if (paymentStatusOf(job) === null) throw conflict(NOTHING_DUE, 'PAYMENT_NOT_DUE');
}

async function loadJob(app: CommandContext, jobId: string): Promise<JobRow> {
  const job = await app.repos.jobs.findById(jobId);
  if (!job) throw notFound(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  return job;
}

/**
 * The client marks the agreed amount paid. Idempotent: marking a job already marked (or already
 * confirmed received) answers it as it is and tells nobody again.
 */
export async function markPaid(app: CommandContext, client: UserRow, jobId: string): Promise<JobRow> {
  const job = await loadJob(app, jobId);
  if (job.ownerId !== client.id)
    throw forbidden('Only the client who hired on this job can mark its payment paid.', 'NOT_OWNER');
  assertDue(job);
  if (job.paidAt || job.paymentConfirmedAt) return job;
  const updated = await app.repos.jobWork.markPaid(job.id, client.id, app.clock.now());
  if (!updated) return settledOr(app, job.id, (row) => Boolean(row.paidAt || row.paymentConfirmedAt));
  if (updated.hiredFreelancerId) {
    await notifyEach(app, [
      {
        userId: updated.hiredFreelancerId,
        senderId: client.id,
        category: 'Payments',
        type: 'payment_marked_paid',
        message: `${client.fullName} marked the agreed amount of ${await agreedAmountText(app, updated)} for "${updated.title}" paid. Confirm it on the contract once you have received it.`,
        link: siteLinks.completedJobs(updated.id),
      },
    ]);
  }
  return updated;
}

/** The hired freelancer confirms the agreed amount received. Idempotent like markPaid. */
export async function confirmPaymentReceived(app: CommandContext, freelancer: UserRow, jobId: string): Promise<JobRow> {
  const job = await loadJob(app, jobId);
  if (job.hiredFreelancerId !== freelancer.id) {
    throw forbidden('Only the freelancer hired on this job can confirm its payment received.', 'NOT_HIRED');
  }
  assertDue(job);
  if (job.paymentConfirmedAt) return job;
  const updated = await app.repos.jobWork.confirmPaymentReceived(job.id, freelancer.id, app.clock.now());
  if (!updated) return settledOr(app, job.id, (row) => Boolean(row.paymentConfirmedAt));
  await notifyEach(app, [
    {
      userId: updated.ownerId,
      senderId: freelancer.id,
      category: 'Payments',
      type: 'payment_confirmed',
      message: `${freelancer.fullName} confirmed receiving the agreed amount of ${await agreedAmountText(app, updated)} for "${updated.title}".`,
      link: siteLinks.completedJobs(updated.id),
    },
  ]);
  return updated;
}

/** The guarded update found nothing: a second click won the race (answer the job), or the job moved (409). */
async function settledOr(app: CommandContext, jobId: string, settled: (row: JobRow) => boolean): Promise<JobRow> {
  const now = await loadJob(app, jobId);
  if (settled(now)) return now;
  assertDue(now);
  throw conflict(JOB_CHANGED, 'JOB_CHANGED');
}
