import { todayIsoDate } from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import { JOB_NOT_FOUND_MESSAGE } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { tags } from '../../lib/cache-tags';
import { presentRating } from '../../presenters/user';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { cachedJobRow, presentPublicJobs } from '../../queries/job-views';

/**
 * GET /job/page/{jobId}: the job page (/jobs/{id}, issue 36) for anyone, signed in or not: an open
 * job (the public list's rule: active, its application deadline not past) with what anyone may read
 * of it (the public list's presenter) and its client's public figures. Any other job is a 404 with
 * no hint that it exists, whoever asks: its parties read it through GET /job/getJob.
 */
export const getJobPage: Handler<typeof jobEndpoints.getJobPage> = async ({ app, params }) => {
  await applyDeadlines(app);
  const { jobId } = params;
  const row = await cachedJobRow(app, jobId);
  if (!row || row.status !== 'active' || row.applicationDeadline < todayIsoDate(app.clock.now()))
    throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
  const [[job], client] = await Promise.all([
    presentPublicJobs(app, [row]),
    app.readCache.get(
      `job-page-client:${row.ownerId}`,
      async () => {
        const [owner, jobsPosted] = await Promise.all([
          app.repos.users.findById(row.ownerId),
          app.repos.jobs.postedCount(row.ownerId),
        ]);
        // The foreign key makes this unreachable (the job was just read).
        if (!owner) throw new Error(`owner of job ${row.id} not found`);
        return {
          _id: owner.id,
          fullName: owner.fullName,
          profilePhoto: owner.profilePhoto,
          rating: presentRating(owner),
          jobsPosted,
          memberSince: owner.createdAt.toISOString(),
        };
      },
      // A profile edit or a review changes the user; a job posted or deleted is the owner's own.
      { references: [tags.user(row.ownerId), tags.own(row.ownerId)] },
    ),
  ]);
  return { success: true as const, job: { ...job, client } };
};
