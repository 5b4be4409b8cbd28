import type { FastifyInstance } from 'fastify';
import type { JobRow, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { JOB_CHANGED } from './work-review-guard';

/** Owner says the requirements are not met: the job goes to disputes and the freelancer is told. */
export async function markWorkIncomplete(app: FastifyInstance, owner: UserRow, job: JobRow): Promise<JobRow> {
  const updated = await app.repos.jobWork.markIncomplete(job.id, owner.id, app.clock.now());
  if (!updated) throw conflict(JOB_CHANGED, 'JOB_CHANGED');
  if (updated.hiredFreelancerId) {
    await notifyEach(app, [
      {
        userId: updated.hiredFreelancerId,
        senderId: owner.id,
        category: 'Job',
        type: 'work_incomplete',
        message: `${owner.fullName} marked your work on "${updated.title}" as incomplete.`,
        link: siteLinks.completedJobs(updated.id),
      },
    ]);
  }
  return updated;
}
