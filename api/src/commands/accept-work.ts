import type { CommandContext } from './command-context';
import type { JobRow, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { openReviewWindow } from './open-review-window';
import { JOB_CHANGED } from './work-review-guard';

/**
 * Owner accepts the submitted work: completed, the freelancer credited and told the payment is
 * released; the review window opens for both.
 */
export async function acceptWork(app: CommandContext, owner: UserRow, job: JobRow): Promise<JobRow> {
  const updated = await app.repos.jobWork.acceptWork(job.id, owner.id, app.clock.now());
  if (!updated) throw conflict(JOB_CHANGED, 'JOB_CHANGED');
  if (updated.hiredFreelancerId) {
    await notifyEach(app, [
      {
        userId: updated.hiredFreelancerId,
        senderId: owner.id,
        category: 'Payments',
        type: 'work_accepted',
        message: `${owner.fullName} accepted your work on "${updated.title}": the payment is released to you.`,
        link: siteLinks.completedJobs(updated.id),
      },
    ]);
  }
  try {
    await openReviewWindow(app, updated);
  } catch (error) {
    // The acceptance stands (the client must not retry it); the scheduler's catch-up opens the window.
    app.log.error({ err: error, jobId: updated.id }, 'review window could not be opened after Accept Work');
  }
  return updated;
}
