import type { CommandContext } from './command-context';
import { SOCKET_EVENTS, type ChatMessage, type MessageUpdatedEvent } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { presentChatMessage } from '../presenters/chat';
import type { MessageRecord } from '../repositories/messages';
import { settleMessageNotification } from './read-conversation';
import { notificationText } from './send-message';

export const MESSAGE_NOT_FOUND = 'This message does not exist.';
export const NOT_YOUR_MESSAGE = 'You can only delete messages you sent.';
export const BRIEF_OPEN = 'This message is a project brief: use Delete on the brief to withdraw it.';
export const BRIEF_ANSWERED = 'An answered project brief stays in the conversation and cannot be deleted.';

/**
 * The recipient's Message notification may still quote the deleted text: it no longer does, and if
 * nothing in the conversation is unread any more, it is read (it announces nothing left to read).
 */
async function forgetDeletedText(app: CommandContext, sender: UserRow, deleted: MessageRecord): Promise<void> {
  const { recipientId, conversationId } = deleted;
  const rewritten = await app.repos.conversations.replaceMessageNotificationText(
    recipientId,
    conversationId,
    notificationText(sender, deleted),
    `${sender.fullName} deleted a message.`,
  );
  const settled = await settleMessageNotification(app, recipientId, conversationId, { announce: false });
  if (rewritten || settled) app.realtime.emitToUser(recipientId, SOCKET_EVENTS.notificationsChanged, {});
}

/**
 * deleteMessage: the sender removes their message for both parties. Its row and seq stay (catch-up
 * never skips a number) but its text and files are gone, bytes included; both parties' tabs get
 * `messageUpdated`. Deleting it again answers the same deleted message (a retry is safe).
 * A brief has its own Delete while open, and an answered brief is part of the record.
 */
export async function deleteMessage(app: CommandContext, user: UserRow, messageId: string): Promise<ChatMessage> {
  const found = await app.repos.messages.findById(messageId);
  // A stranger learns nothing, not even that the message exists.
  if (!found || (found.senderId !== user.id && found.recipientId !== user.id)) throw notFound(MESSAGE_NOT_FOUND, 'MESSAGE_NOT_FOUND');
  if (found.senderId !== user.id) throw forbidden(NOT_YOUR_MESSAGE, 'NOT_YOUR_MESSAGE');
  if (found.deletedAt) return presentChatMessage(found);
  if (found.brief) {
    if (found.brief.status === 'specific') throw conflict(BRIEF_OPEN, 'BRIEF_OPEN');
    throw conflict(BRIEF_ANSWERED, 'BRIEF_ANSWERED');
  }
  const result = await app.repos.messages.softDelete(messageId, user.id, app.clock.now());
  if (!result) {
    // Deleted by a concurrent request, which announced it.
    const current = await app.repos.messages.findById(messageId);
    if (!current) throw notFound(MESSAGE_NOT_FOUND, 'MESSAGE_NOT_FOUND');
    return presentChatMessage(current);
  }
  await Promise.all(
    result.files.map((file) =>
      app.storage
        .remove(file.storageKey)
        .catch((error: unknown) => app.log.warn({ err: error, fileId: file.fileId }, 'could not remove a deleted attachment')),
    ),
  );
  const message = presentChatMessage(result.message);
  const event: MessageUpdatedEvent = { message };
  app.realtime.emitToUsers([found.senderId, found.recipientId], SOCKET_EVENTS.messageUpdated, event);
  await forgetDeletedText(app, user, found).catch((error: unknown) =>
    app.log.warn({ err: error, messageId }, 'could not update the notification of a deleted message'),
  );
  return message;
}
