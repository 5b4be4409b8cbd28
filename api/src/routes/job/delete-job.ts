import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, messageResponse } from '@freelane/shared/contracts';
import { deleteJob as removeJob } from '../../commands/manage-job';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** The owner deletes an open job; its proposals go with it. */
const deleteJob: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteJob/:jobId',
    { config: { changes: ['job', 'open-jobs', 'own', 'notifications'] }, schema: { params: jobIdParams, response: responses({ 200: messageResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const job = await removeJob(app, user, request.params.jobId);
      return { success: true, message: `The job "${job.title}" was deleted.` };
    },
  );
};

export default deleteJob;
