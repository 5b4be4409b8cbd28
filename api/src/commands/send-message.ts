import type { CommandContext } from './command-context';
import {
  CHAT_ATTACHMENT_RULES,
  messagePagePath,
  sendMessageBody,
  sendMessageFields,
  SOCKET_EVENTS,
  type ChatMessage,
  type NewMessageEvent,
} from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { parseMessageFields, readMessageParts, type MessageBody } from '../lib/message-body';
import { presentChatMessage } from '../presenters/chat';
import { conversationRefKey } from '../repositories/conversations';
import type { AppendMessage, MessageRecord, NewBrief } from '../repositories/messages';
import type { NewStoredFile } from '../repositories/stored-files';
import { notifyFrom } from './notify-user';
import { stageFile } from './stage-file';
import { tags } from '../lib/cache-tags';

export const USER_NOT_FOUND = 'This user does not exist.';
export const CANNOT_MESSAGE_SELF = 'You cannot send messages to yourself.';
const EMPTY_MESSAGE = 'Please type a message or attach a file.';

/**
 * The person at the other end of a chat call: 400 yourself, 404 unknown (or not yet verified). A
 * verified person is a cached read (like the sender's own session): every chat call needs them,
 * and any write of their row drops it before the writer goes on. Unknown and unverified ids are
 * never kept, so a person who verifies can be written to at once.
 */
export async function loadChatPartner(app: CommandContext, user: UserRow, otherUserId: string): Promise<UserRow> {
  if (otherUserId === user.id) throw badRequest(CANNOT_MESSAGE_SELF, 'SELF_MESSAGE');
  const other = await app.readCache.get(`chat-partner:${otherUserId}`, () => app.repos.users.findById(otherUserId), {
    references: [tags.user(otherUserId)],
    ttlMs: (found) => (found?.emailVerifiedAt ? Infinity : 0),
  });
  if (!other || !other.emailVerifiedAt) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return other;
}

/**
 * Who may write to whom (issue 10). A reply is always allowed; admins may write to anyone; a client
 * may start a conversation with any freelancer; a freelancer may write to a client who has written
 * to them, hired them or received their proposal. Null when allowed, else the reason to show.
 */
export async function whyCannotWrite(app: CommandContext, sender: UserRow, recipient: UserRow): Promise<string | null> {
  // Rules that need no query first: a client writing to a freelancer is the common send.
  if (sender.role === 'admin') return null;
  if (sender.role === 'client' && recipient.role === 'freelancer') return null;
  // Once written, always written (only deleting an account removes messages): a yes is kept, a no
  // is asked again.
  const replying = await app.readCache.get(
    `has-written:${recipient.id}:${sender.id}`,
    () => app.repos.messages.hasWritten(recipient.id, sender.id),
    { references: [tags.user(recipient.id), tags.user(sender.id)], ttlMs: (written) => (written ? Infinity : 0) },
  );
  if (replying) return null;
  if (!sender.role) return 'Choose whether you hire or work on Freelane before messaging anyone.';
  if (recipient.role === 'admin') return 'You can reply to the Freelane team once they have written to you.';
  if (!recipient.role) return 'This person has not finished setting up their account yet.';
  if (sender.role === 'client') return 'Clients can start conversations with freelancers only.';
  if (recipient.role === 'freelancer') return 'Freelancers can start conversations with clients they work with only.';
  if (await app.repos.jobs.hasWorkedWith(recipient.id, sender.id)) return null;
  return 'You can message a client once they have written to you, hired you or received your proposal.';
}

export async function assertMayWrite(app: CommandContext, sender: UserRow, recipient: UserRow): Promise<void> {
  const reason = await whyCannotWrite(app, sender, recipient);
  if (reason) throw forbidden(reason, 'CANNOT_MESSAGE');
}

const NOTIFICATION_PREVIEW_LENGTH = 100;

export function notificationText(sender: UserRow, message: MessageRecord): string {
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (!text) return `${sender.fullName} sent you ${message.attachments.length === 1 ? 'a file' : 'files'}.`;
  const preview = text.length > NOTIFICATION_PREVIEW_LENGTH ? `${text.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1)}…` : text;
  return `${sender.fullName} sent you a message: “${preview}”`;
}

/**
 * After commit: both parties' tabs receive the stored message (with its seq), and the recipient's
 * Message notification for this conversation is created or, while still unread, updated — one per
 * conversation, not one per message. Side effects never undo the stored message.
 */
export async function announceMessage(
  app: CommandContext,
  sender: UserRow,
  record: MessageRecord,
  options: { notify: boolean; startsTakingPart: boolean },
): Promise<ChatMessage> {
  const message = presentChatMessage(record);
  const event: NewMessageEvent = { message, senderId: sender.id };
  app.realtime.emitToUsers([record.senderId, record.recipientId], SOCKET_EVENTS.newMessage, event);
  if (options.startsTakingPart) {
    // The sender takes part (again): if the other does too, each may now see the other online.
    app.realtime
      .introduce(record.senderId, record.recipientId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not introduce new contacts'));
  }
  if (options.notify) {
    await notifyFrom(app, sender, {
      userId: record.recipientId,
      senderId: sender.id,
      category: 'Message',
      type: 'new_message',
      message: notificationText(sender, record),
      link: messagePagePath(sender.id),
      refKey: conversationRefKey(record.conversationId),
    }).catch((error: unknown) => app.log.warn({ err: error, userId: record.recipientId }, 'message notification failed'));
  }
  return message;
}

export interface SendMessageInput {
  body: string;
  clientMessageId?: string;
  attachments?: NewStoredFile[];
  brief?: NewBrief;
  /** The job the message is about (Request Clarification). */
  jobId?: string;
}

export interface SentMessage {
  record: MessageRecord;
  message: ChatMessage;
  /** False for a retried clientMessageId: the first message, nothing new stored or announced. */
  created: boolean;
}

/**
 * Stores one message (after the caller checked who may write) and announces it. A retry with the
 * same clientMessageId returns the first message and announces nothing again.
 */
export async function sendMessage(
  app: CommandContext,
  sender: UserRow,
  recipient: UserRow,
  input: SendMessageInput,
): Promise<SentMessage> {
  const append: AppendMessage = { senderId: sender.id, recipientId: recipient.id, now: app.clock.now(), ...input };
  const { message: record, created, startsTakingPart } = await app.repos.messages.append(append);
  if (!created) {
    if (record.recipientId !== recipient.id) {
      throw badRequest('This clientMessageId was already used for another conversation.', 'CLIENT_MESSAGE_ID_REUSED');
    }
    return { record, message: presentChatMessage(record), created };
  }
  const message = await announceMessage(app, sender, record, { notify: !input.brief, startsTakingPart });
  return { record, message, created };
}

/**
 * POST /message/sendMessage/{userId}, the whole send: who may write to whom, the text (JSON), or
 * the text fields then the files (multipart: each checked and stored as it streams, and none once
 * the clientMessageId shows a retry), the message stored with its seq (a retried clientMessageId
 * answers the first message and stores nothing again), then the recipient told and both parties'
 * tabs sent it. Nothing stays in storage behind a refused, failed, retried or given-up send.
 */
export async function sendChatMessage(
  app: CommandContext,
  sender: UserRow,
  recipientId: string,
  body: MessageBody,
): Promise<SentMessage> {
  const recipient = await loadChatPartner(app, sender, recipientId);
  await assertMayWrite(app, sender, recipient);
  if (!body.multipart) {
    const fields = parseMessageFields(sendMessageBody, body.json);
    return sendMessage(app, sender, recipient, { body: fields.message, clientMessageId: fields.clientMessageId });
  }
  const staged: NewStoredFile[] = [];
  const removeStaged = () => app.storage.discard(staged.map((file) => file.storageKey));
  try {
    let retried = false;
    const fields = await readMessageParts(body, staged, {
      textFields: ['message', 'clientMessageId'],
      fieldsFirst: 'Send the text fields before the files.',
      rules: CHAT_ATTACHMENT_RULES,
      parseFields: (raw) => parseMessageFields(sendMessageFields, raw),
      // The idempotency key is checked before any byte is stored: a retried upload stores nothing again.
      takeFiles: async ({ clientMessageId }) => {
        retried =
          clientMessageId !== undefined &&
          (await app.repos.messages.findByClientMessageId(sender.id, clientMessageId)) !== undefined;
        return !retried;
      },
      stage: (file, fileName) => stageFile(app, sender.id, 'chatAttachment', file, fileName, body.givenUp),
    });
    if (!retried && !fields.message && staged.length === 0) throw badRequest(EMPTY_MESSAGE, 'EMPTY_MESSAGE');
    // Nobody would hear that it was sent: commit nothing (issue 32). A retry with the same
    // clientMessageId then stores it once.
    if (staged.length > 0) body.givenUp.throwIfAborted();
    const sent = await sendMessage(app, sender, recipient, {
      body: fields.message,
      clientMessageId: fields.clientMessageId,
      attachments: staged,
    });
    if (!sent.created) await removeStaged();
    return sent;
  } catch (error) {
    await removeStaged();
    throw error;
  }
}
