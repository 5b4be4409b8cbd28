import type { screeningEndpoints } from '@freelane/shared/endpoints';
import type { ScreeningCriteria } from '@freelane/shared/contracts';
import { JOB_NOT_FOUND_MESSAGE, loadOwnJob } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';
import { conflict, notFound } from '../../errors';
import { presentJobScreening } from '../../presenters/screening';
import { canSeeContract } from '../../queries/job-views';

// The screening criteria of one job. Anyone who may see the job reads them (applicants see the
// requirements before applying); only its owner sets or removes them, and only while the job takes
// proposals: after a hire there is nothing left to screen.

/** GET /screening/jobs/{jobId}: what the job's proposals are screened on (null: nothing). */
export const getJobScreening: Handler<typeof screeningEndpoints.getJobScreening> = async ({ app, user, params }) => {
  const job = await app.repos.jobs.findById(params.jobId);
  // Same visibility as GET /job/getJob: a job that is not open exists only for its parties.
  if (!job || (job.status !== 'active' && !canSeeContract(job, user)))
    throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
  const row = await app.repos.screening.forJob(job.id);
  return { success: true as const, screening: row ? presentJobScreening(row) : null };
};

/** PUT /screening/jobs/{jobId}: the owner sets the criteria, typed in or copied from a package. */
export const setJobScreening: Handler<typeof screeningEndpoints.setJobScreening> = async ({
  app,
  user,
  params,
  body,
}) => {
  const job = await loadOwnJob(app, user, params.jobId, 'screen the applicants of');
  if (job.status !== 'active')
    throw conflict('Screening can only be set while the job takes proposals.', 'JOB_NOT_OPEN');
  // A package's criteria are copied: editing the package later changes no job.
  let criteria: ScreeningCriteria;
  let from: { id: string; name: string } | null = null;
  if ('packageId' in body) {
    const found = await app.repos.screening.findOwnPackage(user.id, body.packageId);
    if (!found) throw notFound('This screening package does not exist.', 'PACKAGE_NOT_FOUND');
    criteria = found.row.criteria;
    from = { id: found.row.id, name: found.row.name };
  } else {
    criteria = body.criteria;
  }
  const row = await app.repos.screening.setForJob(job.id, criteria, from, app.clock.now());
  return {
    success: true as const,
    message: from
      ? `"${from.name}" now screens the proposals of "${job.title}".`
      : `Screening saved for "${job.title}".`,
    screening: presentJobScreening(row),
  };
};

/** DELETE /screening/jobs/{jobId}: the owner removes the criteria. */
export const removeJobScreening: Handler<typeof screeningEndpoints.removeJobScreening> = async ({
  app,
  user,
  params,
}) => {
  const job = await loadOwnJob(app, user, params.jobId, 'screen the applicants of');
  if (!(await app.repos.screening.removeFromJob(job.id)))
    throw notFound(`"${job.title}" has no screening to remove.`, 'NO_SCREENING');
  return { success: true as const, message: `Screening removed from "${job.title}".`, screening: null };
};
