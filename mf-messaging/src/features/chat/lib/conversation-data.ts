import type { ChatMessage, GetMessagesResponse } from '@freelane/shared/contracts';
import { advanceSyncedSeq, highestSeq, lowestSeq, mergeMessages } from './merge-messages';

/**
 * One conversation as the client holds it: the server's answer, with every page and live message
 * merged in, plus `syncedSeq`, the seq up to which nothing is missing (the catch-up cursor).
 */
export interface ConversationData extends GetMessagesResponse {
  syncedSeq: number;
}

const maxNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** The newest page (no cursor) holds everything up to the conversation's last seq. */
export function toConversationData(response: GetMessagesResponse): ConversationData {
  return { ...response, syncedSeq: Math.max(response.lastSeq, highestSeq(response.message)) };
}

/**
 * A refetched newest page joins what is held (older pages stay loaded). If it cannot join (messages
 * between the two are missing), it replaces what is held: scrolling back loads the rest again.
 */
export function mergeNewestPage(held: ConversationData, incoming: ConversationData): ConversationData {
  const oldestIncoming = lowestSeq(incoming.message);
  if (incoming.hasMoreBefore && oldestIncoming > held.syncedSeq + 1) return incoming;
  const message = mergeMessages(held.message, incoming.message);
  return {
    ...incoming,
    message,
    hasMoreBefore: lowestSeq(held.message) < oldestIncoming ? held.hasMoreBefore : incoming.hasMoreBefore,
    syncedSeq: advanceSyncedSeq(Math.max(held.syncedSeq, incoming.syncedSeq), message),
    lastSeq: Math.max(held.lastSeq, incoming.lastSeq),
    lastReadSeq: Math.max(held.lastReadSeq, incoming.lastReadSeq),
    otherLastReadSeq:
      incoming.otherLastReadSeq === null ? null : maxNullable(held.otherLastReadSeq, incoming.otherLastReadSeq),
  };
}

/** An older page (`before=`): prepended; whether there is more comes from that page. */
export function addOlderPage(draft: ConversationData, page: GetMessagesResponse): void {
  draft.message = mergeMessages(draft.message, page.message);
  draft.hasMoreBefore = page.hasMoreBefore;
}

/** A catch-up page (`after=syncedSeq`): everything after the cursor, so the cursor moves with it. */
export function addLaterPage(draft: ConversationData, page: GetMessagesResponse): void {
  draft.message = mergeMessages(draft.message, page.message);
  draft.syncedSeq = Math.max(draft.syncedSeq, highestSeq(page.message));
  draft.syncedSeq = advanceSyncedSeq(draft.syncedSeq, draft.message);
  draft.lastSeq = Math.max(draft.lastSeq, page.lastSeq, draft.syncedSeq);
  draft.lastReadSeq = Math.max(draft.lastReadSeq, page.lastReadSeq);
  draft.otherLastReadSeq =
    page.otherLastReadSeq === null ? null : maxNullable(draft.otherLastReadSeq, page.otherLastReadSeq);
  draft.conversationId = page.conversationId ?? draft.conversationId;
  draft.online = page.online;
  draft.canWrite = page.canWrite;
  draft.cannotWriteReason = page.cannotWriteReason;
}

/**
 * Messages from a socket event or a send answer. Returns whether a hole lies before them (some
 * earlier message never arrived), so the caller can fetch it.
 */
export function addLiveMessages(draft: ConversationData, messages: readonly ChatMessage[]): { gap: boolean } {
  // One older than every held message while older pages exist would sit alone above a hole; the
  // page it belongs to brings it when the reader scrolls back.
  const oldestHeld = lowestSeq(draft.message);
  const fresh = draft.hasMoreBefore ? messages.filter((message) => message.seq > oldestHeld) : messages;
  draft.message = mergeMessages(draft.message, fresh);
  draft.syncedSeq = advanceSyncedSeq(draft.syncedSeq, draft.message);
  const newest = highestSeq(fresh);
  draft.lastSeq = Math.max(draft.lastSeq, newest);
  if (draft.conversationId === null && fresh[0]) draft.conversationId = fresh[0].conversationId;
  return { gap: newest > draft.syncedSeq };
}

/** A changed message (deleted, brief answered) replaces the held copy; one not held is left for its page. */
export function replaceHeldMessage(draft: ConversationData, message: ChatMessage): void {
  if (!draft.message.some((held) => held.seq === message.seq)) return;
  draft.message = mergeMessages(draft.message, [message]);
}

/** The conversation was deleted for this user: its history is gone from their view. */
export function clearConversation(draft: ConversationData): void {
  draft.message = [];
  draft.hasMoreBefore = false;
  draft.syncedSeq = Math.max(draft.syncedSeq, draft.lastSeq);
}
