import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { briefIdParams, briefMessageResponse, declineBriefBody } from '@freelane/shared/contracts';
import { declineBrief } from '../../commands/briefs';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

// The reason is optional, so a request without any body declines too.
const body = z.preprocess((value) => value ?? {}, declineBriefBody);

/** POST /job/declineProposedJob/{briefId}: the recipient declines while it is open. */
const declineProposedJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/declineProposedJob/:briefId',
    { config: { changes: ['notifications'] },
      schema: { params: briefIdParams, body, response: responses({ 200: briefMessageResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const populatedMessage = await declineBrief(app, user, request.params.briefId, request.body.reason);
      return { success: true, message: 'Project brief declined.', populatedMessage };
    },
  );
};

export default declineProposedJob;
