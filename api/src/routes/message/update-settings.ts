import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * PUT /message/settings { sendReadReceipts?, showOnline? }. Turning receipts off hides the caller's
 * read marks from others from now on (getMessage answers `otherLastReadSeq: null`, no
 * `messagesRead` reaches them). Turning "Show when I'm online" off shows the caller offline to
 * every chat contact at once, and them offline to the caller; turning it on tells both sides again.
 */
export const updateChatSettings: Implementation<typeof messageEndpoints.updateChatSettings> = {
  rateLimit: perUserLimit(30, '1 minute'),
  handler: async ({ app, user, body, request }) => {
    const { sendReadReceipts, showOnline } = body;
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
};
