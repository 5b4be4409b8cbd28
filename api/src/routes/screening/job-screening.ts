import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobIdParams,
  jobScreeningBody,
  jobScreeningResponse,
  type ScreeningCriteria,
} from '@freelane/shared/contracts';
import { JOB_NOT_FOUND_MESSAGE, loadOwnJob } from '../../commands/manage-job';
import { conflict, notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobScreening } from '../../presenters/screening';
import { canSeeContract } from '../../queries/job-views';

/**
 * The screening criteria of one job. Anyone who may see the job reads them (applicants see the
 * requirements before applying); only its owner sets or removes them, and only while the job takes
 * proposals: after a hire there is nothing left to screen.
 */
const jobScreening: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:jobId',
    { schema: { params: jobIdParams, response: responses({ 200: jobScreeningResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await app.repos.jobs.findById(request.params.jobId);
      // Same visibility as GET /job/getJob: a job that is not open exists only for its parties.
      if (!job || (job.status !== 'active' && !canSeeContract(job, user)))
        throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
      const row = await app.repos.screening.forJob(job.id);
      return { success: true as const, screening: row ? presentJobScreening(row) : null };
    },
  );

  app.put(
    '/jobs/:jobId',
    { config: { changes: [] }, schema: { params: jobIdParams, body: jobScreeningBody, response: responses({ 200: jobScreeningResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await loadOwnJob(app, user, request.params.jobId, 'screen the applicants of');
      if (job.status !== 'active')
        throw conflict('Screening can only be set while the job takes proposals.', 'JOB_NOT_OPEN');
      const body = request.body;
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
    },
  );

  app.delete(
    '/jobs/:jobId',
    { config: { changes: [] }, schema: { params: jobIdParams, response: responses({ 200: jobScreeningResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await loadOwnJob(app, user, request.params.jobId, 'screen the applicants of');
      if (!(await app.repos.screening.removeFromJob(job.id)))
        throw notFound(`"${job.title}" has no screening to remove.`, 'NO_SCREENING');
      return { success: true as const, message: `Screening removed from "${job.title}".`, screening: null };
    },
  );
};

export default jobScreening;
