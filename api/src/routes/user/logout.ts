import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';

const logout: FastifyPluginAsyncZod = async (app) => {
  // Succeeds without a session too: the goal (being logged out) is reached either way.
  app.post(
    '/logout',
    { config: { changes: ['session'], public: true }, schema: { response: responses({ 200: messageResponse }) } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { success: true, message: 'Logged out successfully.' };
    },
  );
};

export default logout;
