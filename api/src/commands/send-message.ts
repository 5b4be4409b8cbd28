import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CommandContext } from './command-context';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MIME_TYPES,
  messagePagePath,
  SOCKET_EVENTS,
  type ChatMessage,
  type NewMessageEvent,
} from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { storeInspected } from '../lib/store-inspected';
import { presentChatMessage } from '../presenters/chat';
import { conversationRefKey } from '../repositories/conversations';
import type { AppendMessage, MessageRecord, NewBrief } from '../repositories/messages';
import type { NewStoredFile } from '../repositories/stored-files';
import { notifyFrom } from './notify-user';
import { cleanFileName } from './store-upload';
import { megabytes } from '../lib/file-size';
import { tags } from '../lib/cache-tags';

export const USER_NOT_FOUND = 'This user does not exist.';
export const CANNOT_MESSAGE_SELF = 'You cannot send messages to yourself.';

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

export const ATTACHMENT_WRONG_TYPE = 'Each file must be an image (JPG or PNG), a PDF or a ZIP archive.';
export const ATTACHMENT_TOO_LARGE = `Each file must be at most ${megabytes(CHAT_ATTACHMENT_MAX_BYTES)}.`;

const FALLBACK_NAMES: Record<string, string> = {
  'image/jpeg': 'image.jpg',
  'image/png': 'image.png',
  'application/pdf': 'document.pdf',
  'application/zip': 'archive.zip',
};

/**
 * Streams one attachment through the content-type and size check into storage (nothing kept on
 * failure, nor once `signal`, the request's, says it was given up). Dispute threads take the same
 * kinds and sizes of file as chat (commands/dispute-message.ts).
 */
export async function stageAttachment(
  app: CommandContext,
  owner: UserRow,
  source: Readable,
  fileName: string | undefined,
  kind: 'chatAttachment' | 'disputeFile',
  signal?: AbortSignal,
): Promise<NewStoredFile> {
  const id = randomUUID();
  const storageKey = app.storage.newKey(kind === 'chatAttachment' ? 'chat' : 'dispute', id);
  const { contentType, size } = await storeInspected(
    app,
    storageKey,
    source,
    {
      allowed: CHAT_ATTACHMENT_MIME_TYPES,
      maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
      wrongTypeMessage: ATTACHMENT_WRONG_TYPE,
      tooLargeMessage: ATTACHMENT_TOO_LARGE,
    },
    signal,
  );
  return {
    id,
    ownerId: owner.id,
    kind,
    contentType,
    originalName: cleanFileName(fileName, FALLBACK_NAMES[contentType] ?? 'file'),
    size,
    storageKey,
  };
}

export const stageChatAttachment = (
  app: CommandContext,
  sender: UserRow,
  source: Readable,
  fileName: string | undefined,
  signal?: AbortSignal,
) => stageAttachment(app, sender, source, fileName, 'chatAttachment', signal);
