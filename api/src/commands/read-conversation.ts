import type { CommandContext } from './command-context';
import { SOCKET_EVENTS, type ConversationDeletedEvent, type MessagesReadEvent } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import type { ConversationView } from '../repositories/conversations';

export const NO_CONVERSATION = 'You have no conversation with this person.';

async function conversationWith(app: CommandContext, user: UserRow, other: UserRow): Promise<ConversationView> {
  const view = await app.repos.conversations.findBetween(user.id, other.id);
  if (!view) throw notFound(NO_CONVERSATION, 'NO_CONVERSATION');
  return view;
}

/**
 * Once a member has nothing unread in a conversation, its Message notification is read too (one
 * notification per conversation while unread). With `announce`, their tabs refresh the bell.
 * True when a notification changed.
 */
export async function settleMessageNotification(
  app: CommandContext,
  userId: string,
  conversationId: string,
  options: { announce: boolean } = { announce: true },
): Promise<boolean> {
  if ((await app.repos.conversations.unreadIn(conversationId, userId)) > 0) return false;
  const changed = await app.repos.conversations.markMessageNotificationRead(userId, conversationId);
  if (changed && options.announce) app.realtime.emitToUser(userId, SOCKET_EVENTS.notificationsChanged, {});
  return changed;
}

/**
 * markRead: moves the caller's read mark forward (never back, never past the last message). Their
 * own tabs always hear of it; the other party only if the caller sends read receipts.
 */
export async function markConversationRead(
  app: CommandContext,
  user: UserRow,
  other: UserRow,
  upToSeq: number,
): Promise<{ lastReadSeq: number; total: number }> {
  const view = await conversationWith(app, user, other);
  const conversationId = view.conversation.id;
  const lastReadSeq = await app.repos.conversations.markRead(conversationId, user.id, upToSeq);
  if (lastReadSeq > view.me.lastReadSeq) {
    const event: MessagesReadEvent = { conversationId, readerId: user.id, upToSeq: lastReadSeq };
    app.realtime.emitToUsers(user.sendReadReceipts ? [user.id, other.id] : [user.id], SOCKET_EVENTS.messagesRead, event);
  }
  await settleMessageNotification(app, user.id, conversationId);
  const { total } = await app.repos.conversations.unreadTotals(user.id);
  return { lastReadSeq, total };
}

/**
 * deleteConversation, for the caller only: everything so far disappears from their list and history
 * (the other person keeps theirs); a new message brings the conversation back.
 */
export async function clearConversation(app: CommandContext, user: UserRow, other: UserRow): Promise<void> {
  const view = await conversationWith(app, user, other);
  const presenceBefore = await app.realtime.presenceContacts(user.id);
  await app.repos.conversations.clearFor(view.conversation.id, user.id);
  const event: ConversationDeletedEvent = { userId: other.id };
  app.realtime.emitToUser(user.id, SOCKET_EVENTS.conversationDeleted, event);
  // Deleting it ends taking part: the two stop seeing each other online until the deleter writes again.
  await app.realtime
    .refreshPresence(user.id, presenceBefore)
    .catch((error: unknown) => app.log.warn({ err: error, userId: user.id }, 'could not update presence'));
  await settleMessageNotification(app, user.id, view.conversation.id);
}
