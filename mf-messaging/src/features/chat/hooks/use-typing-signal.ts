import { useCallback, useEffect, useRef } from 'react';
import { useSocket } from '@freelane/shared';
import { SOCKET_EVENTS, TYPING_SIGNAL_INTERVAL_MS, type TypingSignal } from '@freelane/shared/contracts';

/**
 * Tells the other person we are typing: at most once every TYPING_SIGNAL_INTERVAL_MS while keys are
 * pressed, and "stopped" on send, blur, an emptied box or leaving the conversation. Volatile: a
 * signal lost while offline does not matter.
 */
export function useTypingSignal(toUserId: string) {
  const socket = useSocket();
  const lastSentAt = useRef(0);
  const typing = useRef(false);

  const emit = useCallback(
    (isTyping: boolean) => {
      if (!socket) return;
      const signal: TypingSignal = { toUserId, isTyping };
      (socket.volatile ?? socket).emit(SOCKET_EVENTS.typing, signal);
    },
    [socket, toUserId],
  );

  const stop = useCallback(() => {
    if (!typing.current) return;
    typing.current = false;
    lastSentAt.current = 0;
    emit(false);
  }, [emit]);

  const handleInput = useCallback(
    (text: string) => {
      if (text.trim() === '') {
        stop();
        return;
      }
      const now = Date.now();
      if (typing.current && now - lastSentAt.current < TYPING_SIGNAL_INTERVAL_MS) return;
      typing.current = true;
      lastSentAt.current = now;
      emit(true);
    },
    [emit, stop],
  );

  useEffect(() => stop, [stop]);

  return { handleInput, stop };
}
