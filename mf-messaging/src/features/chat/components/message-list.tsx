import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import { PlainButton, SvgIcon } from '@freelane/shared/ui';
import type { ChatMessage } from '@freelane/shared/contracts';
import type { ConversationData } from '../lib/conversation-data';
import type { OutboxEntry } from '../lib/outbox-slice';
import { useNow } from '../../../hooks/use-now';
import { buildTimeline, seenSeqOf } from '../lib/timeline';
import { MessageBubble } from './message-bubble';
import { PendingMessage } from './pending-message';

/** Within this many pixels of the end counts as "at the bottom" (new messages then scroll into view). */
const BOTTOM_SLACK_PX = 48;
/** Scrolling this close to the top loads the previous page. */
const TOP_SLACK_PX = 120;

/**
 * The log is laid out bottom-up (`flex-direction: column-reverse` in chat.css): the server's HTML
 * already shows its end, without script, so taking it over paints nothing new (issue 39). Its
 * scroll origin is then the end: scrollTop is 0 there and negative above. These read and set the
 * position as distances from either edge, whichever way the log is laid out (top-down without
 * its stylesheet, as in unit tests).
 */
function isBottomUp(log: HTMLElement): boolean {
  return getComputedStyle(log).flexDirection === 'column-reverse';
}

function distanceFromEnd(log: HTMLElement): number {
  return isBottomUp(log) ? -log.scrollTop : log.scrollHeight - log.clientHeight - log.scrollTop;
}

function distanceFromTop(log: HTMLElement): number {
  return log.scrollHeight - log.clientHeight - distanceFromEnd(log);
}

function scrollToDistanceFromEnd(log: HTMLElement, distance: number): void {
  log.scrollTop = isBottomUp(log) ? -distance : log.scrollHeight - log.clientHeight - distance;
}

export interface JumpTarget {
  seq: number;
  /** A new token each time, so choosing the same result again jumps again. */
  token: number;
}

interface MessageListProps {
  label: string;
  conversation: ConversationData;
  pending: readonly OutboxEntry[];
  meId: string;
  otherName: string;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  jumpTo: JumpTarget | null;
  renderBrief?: (message: ChatMessage) => ReactNode;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  onDelete: (message: ChatMessage) => void;
}

/**
 * The conversation as a live log: stored messages by seq, then what is still pending, with day
 * separators. Scrolling to the top loads older pages without moving what the reader looks at; new
 * messages scroll into view only for a reader already at the bottom, anyone else gets "New messages".
 */
export function MessageList({
  label,
  conversation,
  pending,
  meId,
  otherName,
  loadingOlder,
  onLoadOlder,
  jumpTo,
  renderBrief,
  onRetry,
  onDiscard,
  onDelete,
}: MessageListProps) {
  const now = useNow();
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Where the reader was, from the end: kept when older messages are added above. */
  const lastFromEnd = useRef(0);
  const edges = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });
  const [unseen, setUnseen] = useState(0);
  const [flashSeq, setFlashSeq] = useState<number | null>(null);
  const handledJump = useRef<number | null>(null);

  const items = useMemo(() => buildTimeline(conversation.message, pending, now), [conversation.message, pending, now]);
  const entries = items.filter((item) => item.kind !== 'day');
  const firstKey = entries[0]?.key ?? null;
  const last = entries[entries.length - 1];
  const lastKey = last?.key ?? null;
  const lastIsMine = last?.kind === 'pending' || (last?.kind === 'message' && last.message.sendersId === meId);
  const seenSeq = seenSeqOf(conversation.message, meId, conversation.otherLastReadSeq);

  const scrollToEnd = () => {
    const log = logRef.current;
    if (log) scrollToDistanceFromEnd(log, 0);
    atBottom.current = true;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const previous = edges.current;
    edges.current = { first: firstKey, last: lastKey };
    if (previous.last === null || (lastKey !== previous.last && (atBottom.current || lastIsMine))) {
      // On the first render of a bottom-up log (the server's HTML too) this is where it already is.
      scrollToDistanceFromEnd(log, 0);
      atBottom.current = true;
      setUnseen(0);
    } else if (lastKey !== previous.last) {
      setUnseen((count) => count + 1);
    } else if (firstKey !== previous.first) {
      // Older messages were added above: keep what the reader was looking at where it was.
      scrollToDistanceFromEnd(log, lastFromEnd.current);
    }
    lastFromEnd.current = distanceFromEnd(log);
  }, [firstKey, lastKey, lastIsMine]);

  useEffect(() => {
    if (!jumpTo || handledJump.current === jumpTo.token) return undefined;
    const target = logRef.current?.querySelector<HTMLElement>(`[data-seq="${jumpTo.seq}"]`);
    if (!target) return undefined;
    handledJump.current = jumpTo.token;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
    atBottom.current = false;
    setFlashSeq(jumpTo.seq);
    const timer = window.setTimeout(() => setFlashSeq(null), 3000);
    return () => window.clearTimeout(timer);
  }, [jumpTo, firstKey]);

  const handleScroll = () => {
    const log = logRef.current;
    if (!log) return;
    const fromEnd = distanceFromEnd(log);
    atBottom.current = fromEnd < BOTTOM_SLACK_PX;
    if (atBottom.current && unseen > 0) setUnseen(0);
    lastFromEnd.current = fromEnd;
    if (distanceFromTop(log) < TOP_SLACK_PX && conversation.hasMoreBefore && !loadingOlder) onLoadOlder();
  };

  // An image finishing loading makes the log taller: a reader at the bottom stays there.
  const handleMediaLoad = () => {
    if (atBottom.current && logRef.current) scrollToDistanceFromEnd(logRef.current, 0);
  };

  return (
    <div className="fl-chat-log-wrap">
      <div
        ref={logRef}
        className="fl-chat-log"
        role="log"
        aria-label={label}
        aria-live="polite"
        tabIndex={0}
        onScroll={handleScroll}
        onLoadCapture={handleMediaLoad}
      >
        {/* One box in reading order: the log lays it out from its end (see isBottomUp). */}
        <div className="fl-chat-log__content">
          {conversation.hasMoreBefore ? (
            <div className="fl-chat-log__older">
              <PlainButton size="small" onClick={onLoadOlder} loading={loadingOlder}>
                Load earlier messages
              </PlainButton>
            </div>
          ) : (
            entries.length > 0 && (
              <p className="fl-chat-log__start">This is the start of your conversation with {otherName}.</p>
            )
          )}
          {entries.length === 0 ? (
            <p className="fl-chat-log__start">No messages yet. Say hello to {otherName}!</p>
          ) : (
            <ol className="fl-chat-log__items" aria-label="Messages">
              {items.map((item) => {
                if (item.kind === 'day') {
                  return (
                    <li key={item.key} className="fl-chat-day">
                      <span>{item.label}</span>
                    </li>
                  );
                }
                if (item.kind === 'pending') {
                  return <PendingMessage key={item.key} entry={item.entry} onRetry={onRetry} onDiscard={onDiscard} />;
                }
                const { message } = item;
                return (
                  <MessageBubble
                    key={item.key}
                    message={message}
                    own={message.sendersId === meId}
                    seen={message.seq === seenSeq}
                    highlighted={message.seq === flashSeq}
                    fromStaff={message.sendersId !== meId && conversation.otherUser.isStaff === true}
                    brief={!message.isDeleted && message.projectBrief.length > 0 ? renderBrief?.(message) : null}
                    onDelete={onDelete}
                  />
                );
              })}
            </ol>
          )}
        </div>
      </div>
      {unseen > 0 && (
        <PlainButton
          className="fl-chat-jump"
          type="primary"
          icon={<SvgIcon icon={ArrowDownOutlined} />}
          onClick={scrollToEnd}
        >
          New messages
        </PlainButton>
      )}
    </div>
  );
}
