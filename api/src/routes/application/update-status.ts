import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParams,
  updateApplicationStatusBody,
  updateApplicationStatusResponse,
} from '@freelane/shared/contracts';
import { decideApplication } from '../../commands/decide-application';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** The job owner accepts (hires) or rejects a pending proposal. */
const updateStatus: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateStatus/:applicationId',
    { config: { changes: ['job', 'open-jobs', 'own', 'notifications'] },
      schema: {
        params: applicationIdParams,
        body: updateApplicationStatusBody,
        response: responses({ 200: updateApplicationStatusResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const message = await decideApplication(app, user, request.params.applicationId, request.body.status);
      return { success: true, message };
    },
  );
};

export default updateStatus;
