import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorApplicationBody, messageResponse } from '@freelane/shared/contracts';
import { applyToProgramme } from '../../commands/programme-applications';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /user/applyAsMentor: a freelancer's mentor application, reviewed by an admin. */
const applyAsMentor: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applyAsMentor',
    {
      config: { changes: ['notifications'], rateLimit: perUserLimit(10, '10 minutes') },
      schema: { body: mentorApplicationBody, response: responses({ 201: messageResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await applyToProgramme(app, user, 'mentor', request.body);
      return reply.status(201).send({
        success: true,
        message: 'Your mentor application was submitted. We will notify you once an admin has reviewed it.',
      });
    },
  );
};

export default applyAsMentor;
