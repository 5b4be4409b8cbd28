import { messageEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { deleteConversation } from './delete-conversation';
import { deleteMessage } from './delete-message';
import { getChatAttachment } from './get-attachment';
import { getClientContacts } from './get-client-contacts';
import { getMessages } from './get-message';
import { getChatSettings } from './get-settings';
import { markRead } from './mark-read';
import { searchMessages } from './search-messages';
import { sendMessage } from './send-message';
import { getUnreadMessages } from './unread-count';
import { updateChatSettings } from './update-settings';

/** /api/v1/message: chat (issue 10). */
export const messageHandlers = defineHandlers(messageEndpoints, {
  getMessages,
  sendMessage,
  deleteMessage,
  getClientContacts,
  getUnreadMessages,
  markRead,
  deleteConversation,
  searchMessages,
  getChatSettings,
  updateChatSettings,
  getChatAttachment,
});
