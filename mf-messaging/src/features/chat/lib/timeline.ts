import type { ChatMessage } from '@freelane/shared/contracts';
import { dayKey, formatDayLabel } from './format-time';
import type { OutboxEntry } from './outbox-slice';

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; entry: OutboxEntry };

/** Stored messages by seq, then the pending ones in the order they were written, with a separator per day. */
export function buildTimeline(
  messages: readonly ChatMessage[],
  pending: readonly OutboxEntry[],
  now: Date,
): TimelineItem[] {
  const items: TimelineItem[] = [];
  let currentDay: string | null = null;
  const addDay = (createdAt: string) => {
    const day = dayKey(createdAt);
    if (day === currentDay) return;
    currentDay = day;
    items.push({ kind: 'day', key: `day-${day}`, label: formatDayLabel(createdAt, now) });
  };
  for (const message of messages) {
    addDay(message.createdAt);
    items.push({ kind: 'message', key: `m-${message.seq}`, message });
  }
  for (const entry of pending) {
    addDay(entry.createdAt);
    items.push({ kind: 'pending', key: `p-${entry.clientMessageId}`, entry });
  }
  return items;
}

/** The last of our own messages the other person has read ("Seen" goes under it), if they send receipts. */
export function seenSeqOf(
  messages: readonly ChatMessage[],
  meId: string,
  otherLastReadSeq: number | null,
): number | null {
  if (otherLastReadSeq === null) return null;
  let seen: number | null = null;
  for (const message of messages) {
    if (message.sendersId === meId && message.seq <= otherLastReadSeq) seen = message.seq;
  }
  return seen;
}
