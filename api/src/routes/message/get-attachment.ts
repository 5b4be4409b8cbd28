import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { contentDisposition, openStoredFile, safeFileHeaders } from '../files/get-file';

const NOT_FOUND = 'This file does not exist.';

/**
 * GET /message/attachment/{fileId}: a file sent in a conversation, for its two parties only (not
 * admins either; anyone else, or after the message was deleted or the conversation cleared by the
 * caller, gets 404 and learns nothing). Images show inline; PDF and ZIP always download.
 */
export const getChatAttachment: Handler<typeof messageEndpoints.getChatAttachment> = async ({
  app,
  user,
  params,
  reply,
}) => {
  const found = await app.repos.messages.findAttachment(params.fileId);
  const otherId =
    found && (found.senderId === user.id ? found.recipientId : found.recipientId === user.id ? found.senderId : null);
  if (!found || !otherId || found.deletedAt) throw notFound(NOT_FOUND, 'FILE_NOT_FOUND');
  const view = await app.repos.conversations.findBetween(user.id, otherId);
  if (!view || found.seq <= view.me.clearedSeq) throw notFound(NOT_FOUND, 'FILE_NOT_FOUND');
  const body = await openStoredFile(app, found.storageKey);
  const inline = found.contentType.startsWith('image/');
  return (
    safeFileHeaders(reply, found)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', found.name))
      // Private to the two parties, and gone once the message is deleted: never kept by a cache.
      .header('Cache-Control', 'private, no-store')
      .send(body)
  );
};
