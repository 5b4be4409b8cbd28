import type { CommandContext } from './command-context';
import type { JobRow, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { agreedAmountText } from '../lib/agreed-amount-text';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { openReviewWindow } from './open-review-window';
import { JOB_CHANGED } from './work-review-guard';

/**
 * Owner accepts the submitted work: completed, the freelancer credited and told that the agreed
 * amount is now due from the client directly (Freelane holds no money); the review window opens for both.
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
        message: `${owner.fullName} accepted your work on "${updated.title}": the agreed amount of ${await agreedAmountText(app, updated)} is now due from them to you directly. Confirm it on the contract once you receive it.`,
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
