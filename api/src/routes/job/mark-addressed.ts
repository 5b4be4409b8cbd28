import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { markRevisionAddressed } from '../../commands/revision-requests';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/markAddressed/{jobId}: the hired freelancer marks the revision request addressed, once. */
const markAddressedRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/markAddressed/:jobId',
    { config: { changes: ['job', 'own', 'schedule', 'notifications'] }, schema: { params: jobIdParams, response: responses({ 200: jobResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const updated = await markRevisionAddressed(app, user, request.params.jobId);
      return {
        success: true as const,
        message: 'The revision request is marked as addressed. The client is told.',
        job: await presentJobFor(app, updated, user),
      };
    },
  );
};

export default markAddressedRoute;
