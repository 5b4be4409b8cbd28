import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyResponse, jobIdParams, proposalBody } from '@freelane/shared/contracts';
import { applyToJob } from '../../commands/apply-to-job';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/** A freelancer sends one proposal per open job. */
const applyJobs: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applyJobs/:jobId',
    {
      config: { changes: ['job', 'own', 'notifications'], rateLimit: perUserLimit(60, '10 minutes') },
      schema: { params: jobIdParams, body: proposalBody, response: responses({ 201: applyResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const job = await applyToJob(app, user, request.params.jobId, request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Proposal submitted successfully.', job: await presentJobFor(app, job, user) });
    },
  );
};

export default applyJobs;
