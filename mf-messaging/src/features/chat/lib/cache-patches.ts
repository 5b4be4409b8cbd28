import type { InfiniteData } from '@reduxjs/toolkit/query';
import {
  baseApi,
  type AppDispatch,
  type RootState,
  setUnreadMessagesTotal,
  UNREAD_MESSAGES_TAG,
} from '@freelane/shared';
import type { ChatContact, ChatMessage, ClientContactsResponse, MessagesReadEvent } from '@freelane/shared/contracts';
import { CONTACTS_TAG, getClientContactsApi } from '../api/get-client-contacts';
import { getMessagesApi } from '../api/get-messages';
import type { ChatThunk } from './chat-thunk';
import { addLiveMessages, clearConversation, replaceHeldMessage } from './conversation-data';
import { previewOf } from './message-preview';
import { removed } from './outbox-slice';

/**
 * Socket events and call answers written into the RTK Query caches. Every patch is idempotent: the
 * same event may be applied twice (page and widget, or an event and the HTTP answer for the same
 * message), so counts move only when a seq is new.
 */
type ContactPages = InfiniteData<ClientContactsResponse, number>;

interface Located {
  page: number;
  index: number;
  contact: ChatContact;
}

function locate(pages: ContactPages, userId: string): Located | null {
  for (let page = 0; page < pages.pages.length; page += 1) {
    const index = pages.pages[page].clients.findIndex((contact) => contact._id === userId);
    if (index >= 0) return { page, index, contact: pages.pages[page].clients[index] };
  }
  return null;
}

function contactSearches(state: RootState): string[] {
  return getClientContactsApi.util.selectCachedArgsForQuery(state, 'getClientContacts');
}

function conversationKeys(state: RootState): string[] {
  return getMessagesApi.util.selectCachedArgsForQuery(state, 'getMessages');
}

function patchContacts(
  dispatch: AppDispatch,
  getState: () => RootState,
  recipe: (pages: ContactPages, search: string) => void,
): void {
  for (const search of contactSearches(getState())) {
    dispatch(getClientContactsApi.util.updateQueryData('getClientContacts', search, (draft) => recipe(draft, search)));
  }
}

export interface ReceiveOptions {
  /** The other person of the conversation. */
  otherId: string;
  /** Sent by the other person (not by the signed-in user, from this or another tab). */
  fromOther: boolean;
  /** The conversation is open and visible: the message is read as it arrives. */
  reading: boolean;
}

/**
 * A stored message (newMessage event, or the answer to our own send) joins its conversation and
 * moves it to the top of the list. Returns whether an earlier message is missing (catch up then).
 */
export function receiveMessage(
  message: ChatMessage,
  { otherId, fromOther, reading }: ReceiveOptions,
): ChatThunk<{ gap: boolean }> {
  return (dispatch, getState) => {
    // The conversation's first page is on its way: it may have been read before this message was
    // stored, so the message counts as a hole to fetch once that page is in.
    const entry = getMessagesApi.endpoints.getMessages.select(otherId)(getState());
    let gap = entry.isLoading && !entry.data;
    dispatch(
      getMessagesApi.util.updateQueryData('getMessages', otherId, (draft) => {
        gap = addLiveMessages(draft, [message]).gap;
      }),
    );
    if (message.clientMessageId) dispatch(removed({ toUserId: otherId, clientMessageIds: [message.clientMessageId] }));

    let listed = false;
    patchContacts(dispatch, getState, (pages, search) => {
      const found = locate(pages, otherId);
      if (!found) return;
      if (search === '') listed = true;
      const { contact } = found;
      const fresh = message.seq > contact.lastSeq;
      if (fresh && fromOther && !reading) contact.unreadCount += 1;
      contact.lastSeq = Math.max(contact.lastSeq, message.seq);
      if (!contact.lastMessage || message.seq >= contact.lastMessage.seq) contact.lastMessage = previewOf(message);
      // Newest activity first; a search keeps the server's order (relevance).
      if (fresh && search === '' && (found.page !== 0 || found.index !== 0)) {
        pages.pages[found.page].clients.splice(found.index, 1);
        pages.pages[0].clients.unshift(contact);
      }
    });
    // Someone not in the list yet (a new conversation, or one on a page not loaded): the server places them.
    if (!listed) dispatch(baseApi.util.invalidateTags([CONTACTS_TAG]));
    // The unread total (header and widget badge) is raised by the shell's socket provider, once per seq.
    return { gap };
  };
}

/** A changed message (deleted, brief edited or answered) replaces its copy, and the list's preview if it is the last. */
export function receiveUpdate(message: ChatMessage, otherId: string): ChatThunk {
  return (dispatch, getState) => {
    dispatch(
      getMessagesApi.util.updateQueryData('getMessages', otherId, (draft) => replaceHeldMessage(draft, message)),
    );
    patchContacts(dispatch, getState, (pages) => {
      const found = locate(pages, otherId);
      if (found?.contact.lastMessage?._id === message._id) found.contact.lastMessage = previewOf(message);
    });
  };
}

/** `messagesRead`: our own reading in another tab, or the other person's read receipt ("Seen"). */
export function receiveRead(event: MessagesReadEvent, meId: string): ChatThunk {
  return (dispatch, getState) => {
    if (event.readerId !== meId) {
      dispatch(
        getMessagesApi.util.updateQueryData('getMessages', event.readerId, (draft) => {
          if (draft.conversationId !== null && draft.conversationId !== event.conversationId) return;
          draft.otherLastReadSeq = Math.max(draft.otherLastReadSeq ?? 0, event.upToSeq);
        }),
      );
      return;
    }
    for (const userId of conversationKeys(getState())) {
      dispatch(
        getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => {
          if (draft.conversationId === event.conversationId)
            draft.lastReadSeq = Math.max(draft.lastReadSeq, event.upToSeq);
        }),
      );
    }
    let stale = false;
    patchContacts(dispatch, getState, (pages) => {
      for (const page of pages.pages) {
        for (const contact of page.clients) {
          if (contact.conversationId !== event.conversationId) continue;
          if (event.upToSeq >= contact.lastSeq) contact.unreadCount = 0;
          else stale = true;
        }
      }
    });
    if (stale) dispatch(baseApi.util.invalidateTags([CONTACTS_TAG]));
    dispatch(baseApi.util.invalidateTags([UNREAD_MESSAGES_TAG]));
  };
}

/** Our markRead answered: the conversation's badge clears and the total is the server's. */
export function markConversationRead(userId: string, lastReadSeq: number, total: number): ChatThunk {
  return (dispatch, getState) => {
    dispatch(
      getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => {
        draft.lastReadSeq = Math.max(draft.lastReadSeq, lastReadSeq);
      }),
    );
    patchContacts(dispatch, getState, (pages) => {
      const found = locate(pages, userId);
      if (found) found.contact.unreadCount = 0;
    });
    dispatch(setUnreadMessagesTotal(total));
  };
}

/** One person came online or went offline. */
export function setPresence(userId: string, online: boolean): ChatThunk {
  return (dispatch, getState) => {
    patchContacts(dispatch, getState, (pages) => {
      const found = locate(pages, userId);
      if (found) found.contact.online = online;
    });
    dispatch(
      getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => {
        draft.online = online;
      }),
    );
  };
}

/** `getOnlineUsers`: the contacts online when the socket (re)connected; everyone else is offline. */
export function setOnlineContacts(ids: readonly string[]): ChatThunk {
  return (dispatch, getState) => {
    const online = new Set(ids);
    patchContacts(dispatch, getState, (pages) => {
      for (const page of pages.pages) for (const contact of page.clients) contact.online = online.has(contact._id);
    });
    for (const userId of conversationKeys(getState())) {
      dispatch(
        getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => {
          if (draft.online !== null) draft.online = online.has(userId);
        }),
      );
    }
  };
}

/** The conversation was deleted for the signed-in user (here or in another tab). */
export function forgetConversation(userId: string): ChatThunk {
  return (dispatch, getState) => {
    patchContacts(dispatch, getState, (pages) => {
      for (const page of pages.pages) {
        const index = page.clients.findIndex((contact) => contact._id === userId);
        if (index >= 0) page.clients.splice(index, 1);
      }
    });
    dispatch(getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => clearConversation(draft)));
  };
}
