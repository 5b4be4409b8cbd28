import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, jobResponse } from '@freelane/shared/contracts';
import { acceptWork } from '../../commands/accept-work';
import { loadJobForReview } from '../../commands/work-review-guard';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from './present-job';

/** GET as the spec calls it, but CSRF-checked like a POST: a cross-site link cannot accept work. */
const acceptWorkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/acceptWork/:jobId',
    {
      exposeHeadRoute: false,
      config: { csrf: true },
      schema: { params: jobIdParams, response: responses({ 200: jobResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const job = await loadJobForReview(app, user, request.params.jobId);
      const updated = await acceptWork(app, user, job);
      return {
        success: true as const,
        message: 'Work accepted. The payment is released to the freelancer.',
        job: await presentJobFor(app, updated, user),
      };
    },
  );
};

export default acceptWorkRoute;
