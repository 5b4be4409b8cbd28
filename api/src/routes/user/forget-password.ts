import { FORGET_PASSWORD_MESSAGE } from '@freelane/shared/contracts';
import type { userEndpoints } from '@freelane/shared/endpoints';
import { requestPasswordReset } from '../../commands/request-password-reset';
import type { Implementation } from '../../endpoints/handlers';
import { multipartFieldsToBody } from '../../lib/multipart-fields';
import { perAddressLimit } from '../../lib/rate-limits';

/**
 * Always the same answer, right away: the lookup and the mail happen after the reply, so neither
 * the text nor the timing tells whether the e-mail has an account.
 */
export const forgetPassword: Implementation<typeof userEndpoints.forgetPassword> = {
  // One inbox: 5 links per 15 minutes per address and e-mail; mail bombing across inboxes: 20 (onRequest).
  rateLimit: {
    max: 5,
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  },
  preValidation: multipartFieldsToBody,
  create: (app) => {
    // The mails still being sent when the server closes are awaited, not cut off.
    const pending = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled(pending);
    });
    return {
      onRequest: perAddressLimit(app, 20, '15 minutes'),
      handler: async ({ request, body }) => {
        const task = requestPasswordReset(app, body.email).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset mail could not be sent');
        });
        pending.add(task);
        void task.finally(() => pending.delete(task));
        return { success: true, message: FORGET_PASSWORD_MESSAGE };
      },
    };
  },
};
