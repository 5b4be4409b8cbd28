import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { projectBriefSchema } from './briefs';
import { JOB_STATUSES } from './job-options';
import { storedRole } from './user';
import { tolerantEnum } from './tolerant-enum';
import { CHAT_ATTACHMENT_MIME_TYPES } from './upload-limits';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_MAX, MESSAGES_PAGE_SIZE, MESSAGE_MAX_LENGTH } from './message-limits';

/**
 * Chat (spec job-lifecycle §2 Messages, §7; architecture §10; issue 10). One conversation per pair
 * of users. Every message gets a per-conversation, strictly rising `seq` assigned in the transaction
 * that stores it; a send carries a `clientMessageId` so a retry returns the first message instead
 * of storing a second one.
 */

export {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_SECOND,
  MESSAGE_MAX_LENGTH,
  SUGGESTED_FREELANCERS_STEP,
  TYPING_SIGNAL_INTERVAL_MS,
  TYPING_TIMEOUT_MS,
} from './message-limits';

/** Attachments (images, PDF and ZIP by content, each ≤ 20 MB, at most 5 per message): `upload-limits.ts`. */
export {
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_ATTACHMENTS_MAX_COUNT,
  type ChatAttachmentType,
} from './upload-limits';
/** GET {CHAT_ATTACHMENT_PATH}/{fileId}: only the two parties of the conversation may fetch it. */
export const CHAT_ATTACHMENT_PATH = '/api/v1/message/attachment';

export const chatUserParams = z.object({ userId: objectId });
export type ChatUserParams = z.infer<typeof chatUserParams>;
export const messageIdParams = z.object({ messageId: objectId });
export const attachmentParams = z.object({ fileId: z.string().uuid('Invalid file id.') });

const messageText = z
  .string({ message: 'Please type a message.' })
  .trim()
  .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`);
const clientMessageId = z.string().uuid('clientMessageId must be a UUID.').optional();

/** POST /message/sendMessage/{userId} as JSON. */
export const sendMessageBody = z.object({
  message: messageText.min(1, 'Please type a message.'),
  clientMessageId,
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** The same call as multipart: these text fields (before the files) plus repeated `files`. */
export const sendMessageFields = z.object({ message: messageText.default(''), clientMessageId });

/**
 * GET /message/getMessage/{userId}. No cursor: the newest page. `before`: the page just older than
 * that seq (scrolling back). `after`: what came after that seq, oldest first (catch-up after a
 * reconnect). Both: the window between them.
 */
export const getMessagesQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_SIZE),
});
export type GetMessagesQuery = z.input<typeof getMessagesQuery>;

export const chatAttachmentSchema = z.object({
  _id: objectId,
  name: z.string(),
  size: z.number().int(),
  contentType: tolerantEnum(CHAT_ATTACHMENT_MIME_TYPES),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** The spec's message: `sendersId`, the text in `message`, `projectBrief` (0 or 1 brief). */
export const chatMessageSchema = z.object({
  _id: objectId,
  conversationId: objectId,
  seq: z.number().int(),
  sendersId: objectId,
  receiversId: objectId,
  message: z.string(),
  /** The sender's idempotency key (null for messages stored without one). */
  clientMessageId: z.string().nullable(),
  attachments: z.array(chatAttachmentSchema),
  projectBrief: z.array(projectBriefSchema),
  /** Deleted by its sender: shown to both as "message deleted", its text and files gone. */
  isDeleted: z.boolean(),
  /** The job a message is about (a Request Clarification question from the revision view), or null. */
  aboutJob: z.object({ _id: objectId, title: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The other person of a conversation, as chat shows them: never an e-mail. */
export const chatPersonSchema = z.object({
  _id: objectId,
  fullName: z.string(),
  username: z.string(),
  role: storedRole.nullable(),
  /**
   * A member of the Freelane team (an admin): their messages carry a staff badge. Always sent by the
   * API; optional in the type so older fixtures keep compiling.
   */
  isStaff: z.boolean().optional(),
  profile: z.object({ profilePhoto: z.string().nullable(), professionalTitle: z.string().nullable() }),
  projectCompleted: z.number().int(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** Jobs running between the two (in progress, delivered, in revision or disputed). */
export const chatActiveJobSchema = z.object({ _id: objectId, title: z.string(), status: tolerantEnum(JOB_STATUSES) });
export type ChatActiveJob = z.infer<typeof chatActiveJobSchema>;

export const getMessagesResponse = z.object({
  success: z.literal(true),
  /** Oldest first. */
  message: z.array(chatMessageSchema),
  otherUser: chatPersonSchema,
  /** Null until the first message is sent. */
  conversationId: objectId.nullable(),
  /** The conversation's newest seq (0 when empty). */
  lastSeq: z.number().int(),
  /** The caller's read position. */
  lastReadSeq: z.number().int(),
  /** The other person's read position; null when they do not send read receipts. */
  otherLastReadSeq: z.number().int().nullable(),
  hasMoreBefore: z.boolean(),
  hasMoreAfter: z.boolean(),
  /** Whether the caller may write here, and if not why (shown instead of the input). */
  canWrite: z.boolean(),
  cannotWriteReason: z.string().nullable(),
  /** Null when presence is not shared (no conversation yet). */
  online: z.boolean().nullable(),
  activeJob: z.array(chatActiveJobSchema),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponse>;

export const sendMessageResponse = z.object({ success: z.literal(true), newMessage: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

export const deleteMessageResponse = messageResponse.extend({ deletedMessage: chatMessageSchema });
export type DeleteMessageResponse = z.infer<typeof deleteMessageResponse>;

export const LAST_MESSAGE_KINDS = ['text', 'attachment', 'brief', 'deleted'] as const;

/** One conversation in the list: the other person's public card, the last message and unread count. */
export const chatContactSchema = chatPersonSchema.extend({
  conversationId: objectId,
  activeJob: z.array(chatActiveJobSchema),
  lastMessage: z
    .object({
      _id: objectId,
      seq: z.number().int(),
      sendersId: objectId,
      /** The first line of the text, or what kind of message it is. */
      preview: z.string(),
      kind: tolerantEnum(LAST_MESSAGE_KINDS),
      createdAt: z.string(),
    })
    .nullable(),
  lastSeq: z.number().int(),
  unreadCount: z.number().int(),
  online: z.boolean(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** GET /message/getClientContacts: the caller's conversations, newest activity first. */
export const clientContactsQuery = z.object({
  search: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(CONVERSATIONS_PAGE_SIZE),
});
export type ClientContactsQuery = z.input<typeof clientContactsQuery>;

export const clientContactsResponse = z.object({
  success: z.literal(true),
  clients: z.array(chatContactSchema),
  pagination: pageInfo,
});
export type ClientContactsResponse = z.infer<typeof clientContactsResponse>;

/** GET /message/unreadCount: the header icon's badge. */
export const unreadMessagesResponse = z.object({
  success: z.literal(true),
  /** Unread messages in all conversations. */
  total: z.number().int(),
  /** Conversations with at least one unread message. */
  conversations: z.number().int(),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponse>;

/** POST /message/markRead/{userId}: the caller has read up to this seq. */
export const markReadBody = z.object({ upToSeq: z.number().int().min(0) });
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadResponse = z.object({
  success: z.literal(true),
  lastReadSeq: z.number().int(),
  /** The caller's unread total afterwards. */
  total: z.number().int(),
});
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/** GET /message/search?q=: full-text search of the caller's messages (one conversation with userId). */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const searchMessagesQuery = z.object({
  q: z
    .string({ message: 'Type something to search for.' })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, `Type at least ${SEARCH_QUERY_MIN_LENGTH} characters to search.`)
    .max(100, 'Search text must be at most 100 characters.'),
  userId: objectId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchMessagesQuery = z.input<typeof searchMessagesQuery>;

export const messageSearchResultSchema = z.object({
  _id: objectId,
  conversationId: objectId,
  seq: z.number().int(),
  sendersId: objectId,
  message: z.string(),
  createdAt: z.string(),
  otherUser: chatPersonSchema.pick({ _id: true, fullName: true, profile: true }),
});
export type MessageSearchResult = z.infer<typeof messageSearchResultSchema>;
export const searchMessagesResponse = z.object({
  success: z.literal(true),
  results: z.array(messageSearchResultSchema),
});
export type SearchMessagesResponse = z.infer<typeof searchMessagesResponse>;

/** GET/PUT /message/settings: the chat settings of the signed-in user. */
export const chatSettingsSchema = z.object({
  /** Off: the other person never sees "Seen" for messages you read (you still see theirs). */
  sendReadReceipts: z.boolean(),
  /**
   * "Show when I'm online" (default on). Off: nobody sees when you are online, and you do not see
   * theirs either (presence is shared both ways or not at all).
   */
  showOnline: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
/** PUT /message/settings: the settings to change (one or both). */
export const chatSettingsBody = chatSettingsSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update.');
export type ChatSettingsBody = z.infer<typeof chatSettingsBody>;
export const chatSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: chatSettingsSchema,
});
export type ChatSettingsResponse = z.infer<typeof chatSettingsResponse>;

/** Brief calls answer with the brief's message as it now stands. */
export const proposeJobResponse = messageResponse.extend({ messageData: chatMessageSchema });
export type ProposeJobResponse = z.infer<typeof proposeJobResponse>;
export const briefMessageResponse = messageResponse.extend({ populatedMessage: chatMessageSchema });
export type BriefMessageResponse = z.infer<typeof briefMessageResponse>;
/** GET /job/confirmProposedJob/{briefId}: the spec reads success and message; `jobId` is the new job. */
export const confirmBriefResponse = briefMessageResponse.extend({ jobId: objectId });
export type ConfirmBriefResponse = z.infer<typeof confirmBriefResponse>;

export { messagePagePath } from './page-paths';
