import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hiringAssistantApplicationBody, messageResponse } from '@freelane/shared/contracts';
import { applyToProgramme } from '../../commands/programme-applications';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /user/applyHiringAssistant: hiringAssistantStatus Inactive → Pending until an admin decides. */
const applyHiringAssistant: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applyHiringAssistant',
    {
      config: { changes: ['user', 'notifications'], rateLimit: perUserLimit(10, '10 minutes') },
      schema: { body: hiringAssistantApplicationBody, response: responses({ 201: messageResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // The agreement is enforced by the contract; it is not an answer the admin needs to read.
      const { agreeToTerms: _agreed, ...answers } = request.body;
      await applyToProgramme(app, user, 'hiringAssistant', answers);
      return reply.status(201).send({
        success: true,
        message: 'Application submitted. We will notify you once it has been reviewed.',
      });
    },
  );
};

export default applyHiringAssistant;
