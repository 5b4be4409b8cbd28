import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, newsletterBody } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';

// The spec's path name for the footer's newsletter sign-up.
const newsletter: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/userToUpdate',
    {
      config: { changes: [], public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { body: newsletterBody, response: responses({ 200: messageResponse }) },
    },
    // A new and a repeated address get the same answer: the form must not tell anyone who subscribed.
    async (request) => {
      await app.repos.newsletter.subscribe(request.body.email);
      return { success: true, message: 'Thank you for subscribing to the Freelane newsletter!' };
    },
  );
};

export default newsletter;
