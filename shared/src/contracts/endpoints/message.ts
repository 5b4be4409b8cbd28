import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../messages');
const common = () => import('../common');
const files = () => import('../files');

/**
 * A chat write tells the other party (their unread-message notification is created, updated or
 * dropped), so it may change `notifications`; the browser patches its own conversation caches.
 */
const TELLS = ['notifications'] as const;

/** /api/v1/message: chat (issue 10). */
export const messageEndpoints = defineEndpoints('message', {
  getMessages: {
    method: 'GET',
    path: '/message/getMessage/:userId',
    summary:
      'One page of the conversation with a person (oldest first), the read marks and whether the caller may write',
    access: 'signed-in',
    reads: ['messages'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.chatUserParams,
      query: c.getMessagesQuery,
      response: { 200: c.getMessagesResponse },
    })),
  },
  sendMessage: {
    method: 'POST',
    path: '/message/sendMessage/:userId',
    summary:
      'A chat message, JSON for text or multipart with files; the same clientMessageId again answers the first message',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.chatUserParams,
      form: {
        json: c.sendMessageBody,
        fields: c.sendMessageFields,
        files: {
          [c.CHAT_ATTACHMENT_FIELD]: {
            description: `After the text fields: up to ${c.CHAT_ATTACHMENTS_MAX_COUNT} JPG, PNG, PDF or ZIP files, each at most ${Math.round((c.CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024) * 10) / 10} MB.`,
            multiple: true,
          },
        },
      },
      response: { 200: c.sendMessageResponse },
    })),
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/message/deleteMessage/:messageId',
    summary: 'The sender deletes their message for both parties',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({ params: c.messageIdParams, response: { 200: c.deleteMessageResponse } })),
  },
  getClientContacts: {
    method: 'GET',
    path: '/message/getClientContacts',
    summary: "The caller's conversations, newest activity first, with the unread count and running jobs of each",
    access: 'signed-in',
    reads: ['contacts'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.clientContactsQuery,
      response: { 200: c.clientContactsResponse },
    })),
  },
  getUnreadMessages: {
    method: 'GET',
    path: '/message/unreadCount',
    summary: 'Unread messages across the caller’s conversations, and in how many (the header badge)',
    access: 'signed-in',
    reads: ['messages'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.unreadMessagesResponse } })),
  },
  markRead: {
    method: 'POST',
    path: '/message/markRead/:userId',
    summary: 'The caller has read the conversation up to a seq',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.chatUserParams,
      body: c.markReadBody,
      response: { 200: c.markReadResponse },
    })),
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/message/deleteConversation/:userId',
    summary: 'The conversation disappears for the caller only, until the next message',
    access: 'signed-in',
    // The browser refreshes the header's unread badge (`messages`), which the cleared messages left.
    changes: [...TELLS, 'messages'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { messageResponse }]) => ({ params: c.chatUserParams, response: { 200: messageResponse } }),
    ),
  },
  searchMessages: {
    method: 'GET',
    path: '/message/search',
    summary: 'Full-text search of the messages the caller can still see, optionally in one conversation',
    access: 'signed-in',
    reads: ['messages'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.searchMessagesQuery,
      response: { 200: c.searchMessagesResponse },
    })),
  },
  getChatSettings: {
    method: 'GET',
    path: '/message/settings',
    summary: "The caller's chat settings (read receipts, online status)",
    access: 'signed-in',
    reads: ['messages'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.chatSettingsResponse } })),
  },
  updateChatSettings: {
    method: 'PUT',
    path: '/message/settings',
    summary: "Changes the caller's chat settings (read receipts, online status)",
    access: 'signed-in',
    changes: ['user'],
    schemas: schemasFrom(contracts, (c) => ({ body: c.chatSettingsBody, response: { 200: c.chatSettingsResponse } })),
  },
  getChatAttachment: {
    method: 'GET',
    path: '/message/attachment/:fileId',
    summary: 'A file sent in a conversation, for its two parties only',
    access: 'signed-in',
    schemas: schemasFrom(
      () => Promise.all([contracts(), files()]),
      ([c, { storedFileResponse }]) => ({ params: c.attachmentParams, response: { 200: storedFileResponse } }),
    ),
  },
});
