import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobBody, jobResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { presentJobFor } from '../../queries/job-views';

const postJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/postJob',
    {
      config: { changes: ['job', 'open-jobs', 'own'], rateLimit: perUserLimit(30, '10 minutes') },
      schema: { body: jobBody, response: responses({ 201: jobResponse }) },
    },
    async (request, reply) => {
      const user = await requireJobRole(request, 'client', 'Only clients can post jobs.');
      const job = await app.repos.jobs.create(user.id, request.body, app.clock.now());
      return reply
        .status(201)
        .send({ success: true, message: 'Job posted successfully.', job: await presentJobFor(app, job, user) });
    },
  );
};

export default postJob;
