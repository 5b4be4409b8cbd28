import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGET_PASSWORD_MESSAGE, forgetPasswordBody, messageResponse } from '@freelane/shared/contracts';
import { requestPasswordReset } from '../../commands/request-password-reset';
import { multipartFieldsToBody } from '../../lib/multipart-fields';
import { perAddressLimit } from '../../lib/rate-limits';
import { responses } from '../../lib/responses';

/**
 * Always the same answer, right away: the lookup and the mail happen after the reply, so neither
 * the text nor the timing tells whether the e-mail has an account.
 */
const forgetPassword: FastifyPluginAsyncZod = async (app) => {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  app.post(
    '/forget-password',
    {
      preValidation: multipartFieldsToBody,
      // One inbox: 5 links per 15 minutes per address and e-mail; mail bombing across inboxes: 20.
      onRequest: perAddressLimit(app, 20, '15 minutes'),
      config: { changes: [],
        public: true,
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        },
      },
      schema: { body: forgetPasswordBody, response: responses({ 200: messageResponse }) },
    },
    async (request) => {
      const task = requestPasswordReset(app, request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail could not be sent');
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
      return { success: true, message: FORGET_PASSWORD_MESSAGE };
    },
  );
};

export default forgetPassword;
