import { useEffect } from 'react';
import { baseApi, useAppDispatch, useCurrentUser, useSocketEvent, UNREAD_MESSAGES_TAG } from '@freelane/shared';
import {
  SOCKET_EVENTS,
  type ConversationDeletedEvent,
  type MessagesReadEvent,
  type MessageUpdatedEvent,
  type NewMessageEvent,
  type OnlineUsersEvent,
  type PresenceEvent,
} from '@freelane/shared/contracts';
import { CONTACTS_TAG } from '../api/get-client-contacts';
import {
  forgetConversation,
  receiveMessage,
  receiveRead,
  receiveUpdate,
  setOnlineContacts,
  setPresence,
} from '../lib/cache-patches';
import { catchUpConversation } from '../lib/conversation-sync';
import { resendAfterReconnect } from '../lib/outbox-delivery';
import { isReading } from '../lib/reading-now';

/**
 * Writes every chat event into the caches, for whichever chat surface is mounted (page or widget).
 * After a reconnection, or when the tab comes back, the list and the unread total are fetched again
 * (events sent meanwhile are not replayed) and messages that failed for want of a connection are sent
 * again. The open conversation catches up on its own (useConversationSync).
 */
export function useChatLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const meId = useCurrentUser()?._id;

  const otherOf = (message: { sendersId: string; receiversId: string }) =>
    message.sendersId === meId ? message.receiversId : message.sendersId;

  useSocketEvent<NewMessageEvent>(SOCKET_EVENTS.newMessage, ({ message }) => {
    if (!meId) return;
    const otherId = otherOf(message);
    const fromOther = message.sendersId !== meId;
    const { gap } = dispatch(receiveMessage(message, { otherId, fromOther, reading: fromOther && isReading(otherId) }));
    if (gap) void dispatch(catchUpConversation(otherId));
  });
  useSocketEvent<MessageUpdatedEvent>(SOCKET_EVENTS.messageUpdated, ({ message }) => {
    if (meId) dispatch(receiveUpdate(message, otherOf(message)));
  });
  useSocketEvent<MessagesReadEvent>(SOCKET_EVENTS.messagesRead, (event) => {
    if (meId) dispatch(receiveRead(event, meId));
  });
  useSocketEvent<PresenceEvent>(SOCKET_EVENTS.presence, ({ userId, online }) => dispatch(setPresence(userId, online)));
  useSocketEvent<OnlineUsersEvent>(SOCKET_EVENTS.onlineUsers, (ids) => dispatch(setOnlineContacts(ids)));
  useSocketEvent<ConversationDeletedEvent>(SOCKET_EVENTS.conversationDeleted, ({ userId }) =>
    dispatch(forgetConversation(userId)),
  );

  useSocketEvent('connect', () => {
    dispatch(baseApi.util.invalidateTags([CONTACTS_TAG, UNREAD_MESSAGES_TAG]));
    void dispatch(resendAfterReconnect());
  });

  useEffect(() => {
    const handleOnline = () => void dispatch(resendAfterReconnect());
    const handleVisibility = () => {
      if (document.visibilityState === 'visible')
        dispatch(baseApi.util.invalidateTags([CONTACTS_TAG, UNREAD_MESSAGES_TAG]));
    };
    window.addEventListener('online', handleOnline);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('online', handleOnline);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [dispatch]);
}
