import { useEffect } from 'react';
import type { ConversationData } from '../lib/conversation-data';
import { startReading, stopReading } from '../lib/reading-now';
import { useMarkReadMutation } from '../api/mark-read';
import { useDocumentVisible } from './use-document-visible';

/** Marks are sent a moment after the messages show, so a burst of messages costs one call. */
export const MARK_READ_DELAY_MS = 400;

/**
 * While the conversation is on screen (pane open, tab visible), everything the other person sent is
 * marked read: `markRead {upToSeq}` with the highest seq from them. The list's badge and the totals
 * follow from the answer.
 */
export function useMarkRead(userId: string, conversation: ConversationData | undefined, open: boolean): void {
  const visible = useDocumentVisible();
  const [markRead] = useMarkReadMutation();
  const reading = open && visible;

  const fromOther = conversation?.message.filter((message) => message.sendersId === userId) ?? [];
  const upToSeq = fromOther.reduce((highest, message) => Math.max(highest, message.seq), 0);
  const lastReadSeq = conversation?.lastReadSeq ?? 0;

  useEffect(() => {
    if (!reading) return undefined;
    startReading(userId);
    return () => stopReading(userId);
  }, [reading, userId]);

  useEffect(() => {
    if (!reading || upToSeq <= lastReadSeq) return undefined;
    const timer = window.setTimeout(() => void markRead({ userId, upToSeq }), MARK_READ_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reading, upToSeq, lastReadSeq, userId, markRead]);
}
