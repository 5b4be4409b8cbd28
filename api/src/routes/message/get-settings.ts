import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';

/** GET /message/settings: the signed-in user's chat settings. */
export const getChatSettings: Handler<typeof messageEndpoints.getChatSettings> = async ({ user }) => ({
  success: true as const,
  settings: { sendReadReceipts: user.sendReadReceipts, showOnline: user.showOnline },
});
