import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobBody, jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { updateJob as applyJobUpdate } from '../../commands/manage-job';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/** The owner edits an open job (no freelancer hired yet). */
const updateJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateJob/:jobId',
    { config: { changes: ['job', 'open-jobs', 'own'] }, schema: { params: jobIdParams, body: jobBody, response: responses({ 200: jobResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await applyJobUpdate(app, user, request.params.jobId, request.body);
      return { success: true as const, message: 'Job updated successfully.', job: await presentJobFor(app, job, user) };
    },
  );
};

export default updateJob;
