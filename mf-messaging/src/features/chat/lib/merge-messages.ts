import type { ChatMessage } from '@freelane/shared/contracts';

const time = (iso: string) => Date.parse(iso) || 0;

/**
 * Of two copies of one message, the later state. Copies arrive from HTTP pages and socket events in
 * any order, so an older copy must never undo a newer one: a deletion is final, and a brief's
 * `updatedAt` says which copy of it is newer.
 */
export function laterVersion(held: ChatMessage, incoming: ChatMessage): ChatMessage {
  if (held.isDeleted) return held;
  if (incoming.isDeleted) return incoming;
  const heldBrief = held.projectBrief[0];
  const incomingBrief = incoming.projectBrief[0];
  if (heldBrief && incomingBrief && time(heldBrief.updatedAt) > time(incomingBrief.updatedAt)) return held;
  return incoming;
}

/**
 * One timeline from what is held and what arrived: one entry per seq (a conversation's seq is
 * unique), ordered by seq, so a message is never shown twice whatever the order of arrival.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const previous = bySeq.get(message.seq);
    bySeq.set(message.seq, previous ? laterVersion(previous, message) : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function highestSeq(messages: readonly ChatMessage[]): number {
  return messages.reduce((highest, message) => Math.max(highest, message.seq), 0);
}

export function lowestSeq(messages: readonly ChatMessage[]): number {
  return messages.reduce((lowest, message) => Math.min(lowest, message.seq), Number.POSITIVE_INFINITY);
}

/**
 * How far the timeline is known to be complete: seq rises by one per message, so `synced` moves up
 * only through seqs actually held. A live event past a hole leaves it where it is, and the next
 * catch-up (`after=synced`) fetches the hole.
 */
export function advanceSyncedSeq(synced: number, messages: readonly ChatMessage[]): number {
  const held = new Set(messages.map((message) => message.seq));
  let next = synced;
  while (held.has(next + 1)) next += 1;
  return next;
}
