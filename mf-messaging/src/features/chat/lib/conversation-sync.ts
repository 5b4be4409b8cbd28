import {
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
  type ChatMessage,
  type GetMessagesResponse,
} from '@freelane/shared/contracts';
import { getMessagePageApi, type MessagePageArgs } from '../api/get-message-page';
import { getMessagesApi } from '../api/get-messages';
import type { ChatThunk } from './chat-thunk';
import { addLaterPage, addOlderPage } from './conversation-data';
import { highestSeq, lowestSeq } from './merge-messages';
import { removed } from './outbox-slice';

/** Catch-up fetches at most this many pages in a row; past that, the newest page replaces the timeline. */
const MAX_CATCH_UP_PAGES = 50;

type Dispatch = Parameters<ChatThunk>[0];
type GetState = Parameters<ChatThunk>[1];

function fetchPage(dispatch: Dispatch, args: MessagePageArgs): Promise<GetMessagesResponse> {
  return dispatch(
    getMessagePageApi.endpoints.getMessagePage.initiate(args, { subscribe: false, forceRefetch: true }),
  ).unwrap();
}

const held = (getState: GetState, userId: string) =>
  getMessagesApi.endpoints.getMessages.select(userId)(getState()).data;

/** Our own messages that came back stored: their pending copies go. */
function settleOutbox(dispatch: Dispatch, userId: string, messages: readonly ChatMessage[]): void {
  const ids = messages.flatMap((message) => (message.clientMessageId ? [message.clientMessageId] : []));
  if (ids.length > 0) dispatch(removed({ toUserId: userId, clientMessageIds: ids }));
}

async function runCatchUp(dispatch: Dispatch, getState: GetState, userId: string): Promise<void> {
  let conversation = held(getState, userId);
  // Still loading its first page: wait for it, then fetch whatever came after it.
  if (!conversation && getMessagesApi.endpoints.getMessages.select(userId)(getState()).isLoading) {
    await dispatch(getMessagesApi.endpoints.getMessages.initiate(userId, { subscribe: false }));
    conversation = held(getState, userId);
  }
  if (!conversation) return;
  let after = conversation.syncedSeq;
  for (let round = 0; round < MAX_CATCH_UP_PAGES; round += 1) {
    const page = await fetchPage(dispatch, { userId, after, limit: MESSAGES_PAGE_MAX });
    dispatch(getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => addLaterPage(draft, page)));
    settleOutbox(dispatch, userId, page.message);
    if (!page.hasMoreAfter || page.message.length === 0) break;
    after = highestSeq(page.message);
  }
  // Recent messages may have changed while we were away (deleted, a brief answered): the newest page
  // says how they stand now, and joins the timeline (see mergeNewestPage).
  await dispatch(getMessagesApi.endpoints.getMessages.initiate(userId, { subscribe: false, forceRefetch: true }));
}

const running = new Map<string, { again: boolean; promise: Promise<void> }>();

/**
 * Fetches what the conversation missed (`after=` the highest seq held without a hole) until the
 * server has nothing more, then refreshes the newest page. Runs on every socket (re)connection, when
 * the tab comes back, and when a live message reveals a hole. Calls while one runs make it run once
 * more afterwards, so a request never overlaps another for the same conversation.
 */
export function catchUpConversation(userId: string): ChatThunk<Promise<void>> {
  return (dispatch, getState) => {
    const active = running.get(userId);
    if (active) {
      active.again = true;
      return active.promise;
    }
    const run = { again: false, promise: Promise.resolve() };
    run.promise = (async () => {
      try {
        do {
          run.again = false;
          await runCatchUp(dispatch, getState, userId);
        } while (run.again);
      } catch {
        // Offline again or the server failed: the next reconnection or visit catches up.
      } finally {
        running.delete(userId);
      }
    })();
    running.set(userId, run);
    return run.promise;
  };
}

/** One page older than the oldest message held (`before=`). Rejects when the server cannot answer. */
export function loadOlderMessages(userId: string, limit: number = MESSAGES_PAGE_SIZE): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const conversation = held(getState, userId);
    if (!conversation?.hasMoreBefore || conversation.message.length === 0) return;
    const page = await fetchPage(dispatch, { userId, before: lowestSeq(conversation.message), limit });
    dispatch(getMessagesApi.util.updateQueryData('getMessages', userId, (draft) => addOlderPage(draft, page)));
  };
}

/** Loads history back to `seq` (a search result), in the largest pages the server allows. */
export function loadHistoryBackTo(userId: string, seq: number): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    for (let round = 0; round < MAX_CATCH_UP_PAGES; round += 1) {
      const conversation = held(getState, userId);
      if (!conversation?.hasMoreBefore || lowestSeq(conversation.message) <= seq) return;
      await dispatch(loadOlderMessages(userId, MESSAGES_PAGE_MAX));
    }
  };
}
