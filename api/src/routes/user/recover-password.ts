import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, recoverPasswordBody } from '@freelane/shared/contracts';
import { RESET_INVALID, resetPassword } from '../../commands/reset-password';
import { badRequest } from '../../errors';
import { responses } from '../../lib/responses';

/** The reset token from the mailed link comes as `Authorization: Bearer <token>` (spec §2). */
const recoverPassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recover-password',
    {
      config: { changes: ['session', 'user'], public: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: recoverPasswordBody, response: responses({ 200: messageResponse }) },
    },
    async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw badRequest(RESET_INVALID, 'RESET_INVALID');
      await resetPassword(app, match[1], request.body.password);
      reply.header('Cache-Control', 'no-store');
      return { success: true, message: 'Your password has been changed. Please log in with your new password.' };
    },
  );
};

export default recoverPassword;
