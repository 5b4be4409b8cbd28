import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, newsletterBody } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';

// The spec's path name for the footer's newsletter sign-up.
const newsletter: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/userToUpdate',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { body: newsletterBody, response: responses({ 200: messageResponse }) },
    },
    async (request) => {
      const added = await app.repos.newsletter.subscribe(request.body.email);
      return {
        success: true,
        message: added
          ? 'Thank you for subscribing to the Freelane newsletter!'
          : 'You are already subscribed to the Freelane newsletter. Thank you!',
      };
    },
  );
};

export default newsletter;
