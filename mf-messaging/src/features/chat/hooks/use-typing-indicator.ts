import { useEffect, useState } from 'react';
import { useSocketEvent } from '@freelane/shared';
import { SOCKET_EVENTS, TYPING_TIMEOUT_MS, type NewMessageEvent, type TypingEvent } from '@freelane/shared/contracts';

/**
 * Whether the other person is typing: set by their typing signal, gone when they stop, when their
 * message arrives, or TYPING_TIMEOUT_MS after the last signal (a signal may be lost, never stuck).
 */
export function useTypingIndicator(userId: string): boolean {
  const [signalAt, setSignalAt] = useState<number | null>(null);

  useSocketEvent<TypingEvent>(SOCKET_EVENTS.typing, (event) => {
    if (event.userId !== userId) return;
    setSignalAt(event.isTyping ? Date.now() : null);
  });
  useSocketEvent<NewMessageEvent>(SOCKET_EVENTS.newMessage, ({ message }) => {
    if (message.sendersId === userId) setSignalAt(null);
  });

  useEffect(() => {
    if (signalAt === null) return undefined;
    const timer = window.setTimeout(() => setSignalAt(null), Math.max(0, signalAt + TYPING_TIMEOUT_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [signalAt]);

  return signalAt !== null;
}
