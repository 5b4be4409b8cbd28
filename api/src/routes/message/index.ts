import type { FastifyInstance } from 'fastify';
import deleteConversation from './delete-conversation';
import deleteMessage from './delete-message';
import getAttachment from './get-attachment';
import getClientContacts from './get-client-contacts';
import getMessage from './get-message';
import getSettings from './get-settings';
import markRead from './mark-read';
import searchMessages from './search-messages';
import sendMessage from './send-message';
import unreadCount from './unread-count';
import updateSettings from './update-settings';

/** /api/v1/message: chat (issue 10). */
export default async function messageRoutes(app: FastifyInstance) {
  await app.register(getMessage);
  await app.register(sendMessage);
  await app.register(deleteMessage);
  await app.register(getClientContacts);
  await app.register(unreadCount);
  await app.register(markRead);
  await app.register(deleteConversation);
  await app.register(searchMessages);
  await app.register(getSettings);
  await app.register(updateSettings);
  await app.register(getAttachment);
}
