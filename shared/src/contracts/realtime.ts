import type { ChatMessage } from './messages';
import type { Notification } from './notification';

/**
 * Socket events (architecture §4, §10). The spec names three (`getOnlineUsers`, `newMessage`,
 * `notification`); the rest carry what live chat needs. Every payload is small: ids, a seq, or one
 * stored message (the PostgreSQL adapter moves bigger payloads through its attachment table).
 */
export const SOCKET_EVENTS = {
  /** Server → a newly connected socket: which of the user's chat contacts are online now. */
  onlineUsers: 'getOnlineUsers',
  /** Server → the contacts of one user when that user comes online or goes offline. */
  presence: 'presence',
  /** Server → both parties (every tab), after the message is committed. */
  newMessage: 'newMessage',
  /** Server → both parties: a message changed (deleted, or its brief edited / answered). */
  messageUpdated: 'messageUpdated',
  /** Server → the reader's own tabs, and the other party when the reader sends receipts. */
  messagesRead: 'messagesRead',
  /** Both ways, volatile, never stored: client sends TypingSignal, server relays TypingEvent. */
  typing: 'typing',
  /** Server → the user's own tabs: they deleted the conversation with `userId`. */
  conversationDeleted: 'conversationDeleted',
  notification: 'notification',
  /** Server → the user's own tabs: notifications were marked read or deleted elsewhere. */
  notificationsChanged: 'notificationsChanged',
} as const;

/** `getOnlineUsers`: ids of the user's chat contacts that are online. */
export type OnlineUsersEvent = string[];
export interface PresenceEvent {
  userId: string;
  online: boolean;
}
export interface NewMessageEvent {
  message: ChatMessage;
  senderId: string;
}
export interface MessageUpdatedEvent {
  message: ChatMessage;
}
export interface MessagesReadEvent {
  conversationId: string;
  /** Who read: the signed-in user (another tab) or the other party (a read receipt). */
  readerId: string;
  upToSeq: number;
}
/** Client → server. */
export interface TypingSignal {
  toUserId: string;
  isTyping: boolean;
}
/** Server → client. */
export interface TypingEvent {
  userId: string;
  isTyping: boolean;
}
export interface ConversationDeletedEvent {
  userId: string;
}
export type NotificationEvent = Notification;
