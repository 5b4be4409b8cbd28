import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { JOB_NOT_FOUND_MESSAGE } from '../../commands/manage-job';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { canSeeContract, presentJobFor } from '../../queries/job-views';
import { tags } from '../../lib/cache-tags';

/**
 * One job by id (Edit Job, Take Action, Completed Jobs… open it from the URL). The parties and
 * admins see everything; anyone else signed in sees an open job without its contract, and nothing
 * of a job that is not open (404: no hint that it exists). The job and its views are cached reads;
 * who may see what is decided here on every request.
 */
const getJob: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getJob/:jobId',
    { schema: { params: jobIdParams, response: responses({ 200: jobResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      await applyDeadlines(app);
      const { jobId } = request.params;
      const job = await app.readCache.get(`job:${jobId}`, () => app.repos.jobs.findById(jobId), {
        references: [tags.job(jobId)],
      });
      if (!job || (!canSeeContract(job, user) && job.status !== 'active'))
        throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
      return { success: true as const, job: await presentJobFor(app, job, user) };
    },
  );
};

export default getJob;
