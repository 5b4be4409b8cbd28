import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSettingsBody, chatSettingsResponse } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * PUT /message/settings { sendReadReceipts?, showOnline? }. Turning receipts off hides the caller's
 * read marks from others from now on (getMessage answers `otherLastReadSeq: null`, no
 * `messagesRead` reaches them). Turning "Show when I'm online" off shows the caller offline to
 * every chat contact at once, and them offline to the caller; turning it on tells both sides again.
 */
const updateSettings: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings',
    {
      config: { changes: ['user'], rateLimit: perUserLimit(30, '1 minute') },
      schema: { body: chatSettingsBody, response: responses({ 200: chatSettingsResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const { sendReadReceipts, showOnline } = request.body;
      const presenceChanges = showOnline !== undefined && showOnline !== user.showOnline;
      const presenceBefore = presenceChanges ? await app.realtime.presenceContacts(user.id) : [];
      const updated = await app.repos.users.update(user.id, { sendReadReceipts, showOnline });
      if (!updated) throw notFound('This account no longer exists.', 'USER_NOT_FOUND');
      if (presenceChanges) {
        await app.realtime
          .refreshPresence(user.id, presenceBefore)
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not update presence'));
      }
      return {
        success: true as const,
        message: 'Chat settings saved.',
        settings: { sendReadReceipts: updated.sendReadReceipts, showOnline: updated.showOnline },
      };
    },
  );
};

export default updateSettings;
