import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSettingsResponse, chatSettingsSchema } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * PUT /message/settings { sendReadReceipts }. Turning receipts off hides the caller's read marks from
 * others from now on (getMessage answers `otherLastReadSeq: null`, no `messagesRead` reaches them).
 */
const updateSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings',
    {
      config: { changes: ['user'], rateLimit: perUserLimit(30, '1 minute') },
      schema: { body: chatSettingsSchema, response: responses({ 200: chatSettingsResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await app.repos.users.update(user.id, { sendReadReceipts: request.body.sendReadReceipts });
      if (!updated) throw notFound('This account no longer exists.', 'USER_NOT_FOUND');
      return {
        success: true as const,
        message: 'Chat settings saved.',
        settings: { sendReadReceipts: updated.sendReadReceipts },
      };
    },
  );
};

export default updateSettings;
