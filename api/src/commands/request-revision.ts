import type { CommandContext } from './command-context';
import { FREELANCER_REVISION_DAYS } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { JOB_CHANGED } from './work-review-guard';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVISION_USED = 'You have already used the free revision for this job.';

/** The one free revision: job → review, the freelancer gets FREELANCER_REVISION_DAYS to resubmit. */
export async function requestRevision(app: CommandContext, owner: UserRow, job: JobRow, changes: string): Promise<JobRow> {
  if (job.reviewChance) throw conflict(REVISION_USED, 'REVISION_USED');
  const now = app.clock.now();
  const deadline = new Date(now.getTime() + FREELANCER_REVISION_DAYS * DAY_MS);
  const updated = await app.repos.jobWork.requestRevision(job.id, owner.id, changes, now, deadline);
  if (!updated) throw conflict(JOB_CHANGED, 'JOB_CHANGED');
  if (updated.hiredFreelancerId) {
    await notifyEach(app, [
      {
        userId: updated.hiredFreelancerId,
        senderId: owner.id,
        category: 'Job',
        type: 'revision_requested',
        message: `${owner.fullName} asked for changes to your work on "${updated.title}". Please resubmit within ${FREELANCER_REVISION_DAYS} days.`,
        link: siteLinks.viewRevision(updated.id),
      },
    ]);
  }
  return updated;
}
